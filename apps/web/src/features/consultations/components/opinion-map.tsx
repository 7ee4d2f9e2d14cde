import type { ConsultationAnalysis } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { groupColor, groupName } from './group-colors';

const SIZE = 300;
const MARGIN = 12;

/**
 * The participants as dots in the plane of the analysis, coloured by group, with no names. The
 * points are scaled to fill the square; each group's letter sits at its centre.
 */
export function OpinionMap({ analysis }: { analysis: ConsultationAnalysis }) {
  const { t } = useTranslation('consultations');
  const { points, groups } = analysis;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const span = Math.max(maxX - minX, maxY - minY) || 1;
  const scale = (SIZE - 2 * MARGIN) / span;
  const at = (x: number, y: number) => ({
    cx: MARGIN + (x - minX) * scale + (SIZE - 2 * MARGIN - (maxX - minX) * scale) / 2,
    cy: MARGIN + (maxY - y) * scale + (SIZE - 2 * MARGIN - (maxY - minY) * scale) / 2,
  });
  const centres = groups.map((group) => {
    const members = points.filter((p) => p.group === group.id);
    const x = members.reduce((sum, p) => sum + p.x, 0) / (members.length || 1);
    const y = members.reduce((sum, p) => sum + p.y, 0) / (members.length || 1);
    return { id: group.id, ...at(x, y) };
  });

  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={t('results.mapLabel', {
        participants: analysis.participants,
        groups: groups.length,
      })}
      style={{
        width: '100%',
        maxWidth: 420,
        display: 'block',
        background: 'var(--mantine-color-gray-0)',
        borderRadius: 8,
      }}
    >
      {points.map((point, index) => {
        const { cx, cy } = at(point.x, point.y);
        return (
          <circle
            key={index}
            cx={cx}
            cy={cy}
            r={4}
            fill={groupColor(point.group)}
            fillOpacity={0.7}
          />
        );
      })}
      {centres.map((centre) => (
        <text
          key={centre.id}
          x={centre.cx}
          y={centre.cy}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={22}
          fontWeight={700}
          fill="#212529"
          stroke="#fff"
          strokeWidth={4}
          paintOrder="stroke"
        >
          {groupName(centre.id)}
        </text>
      ))}
    </svg>
  );
}
