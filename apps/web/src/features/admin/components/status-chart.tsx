import { STATEMENT_STATUSES, type StatusCounts } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

/** Each status's colour, as its badge in the statements' list. */
const STATUS_SERIES_COLORS = {
  open: 'gray.6',
  under_review: 'yellow.6',
  in_progress: 'blue.6',
  done: 'teal.6',
  declined: 'red.6',
} as const;

/** Statuses stacked per group (departments or categories), with their table. */
export function StatusChart({
  title,
  groups,
}: {
  title: string;
  groups: { label: string; counts: StatusCounts }[];
}) {
  const { t } = useTranslation('admin');
  const label = (status: (typeof STATEMENT_STATUSES)[number]) =>
    t(`progress.${status}`, { ns: 'statements' });
  const total = (counts: StatusCounts) => STATEMENT_STATUSES.reduce((n, s) => n + counts[s], 0);
  return (
    <ChartCard
      title={title}
      bars={{
        h: Math.max(160, groups.length * 36 + 60),
        data: groups.map(({ label: group, counts }) => ({ group, ...counts })),
        dataKey: 'group',
        type: 'stacked',
        orientation: 'vertical',
        yAxisProps: { width: 120 },
        withLegend: true,
        series: STATEMENT_STATUSES.map((status) => ({
          name: status,
          label: label(status),
          color: STATUS_SERIES_COLORS[status],
        })),
      }}
      table={
        <FiguresTable
          caption={t('dashboard.chartTable', { name: title })}
          columns={[t('dashboard.group'), ...STATEMENT_STATUSES.map(label), t('dashboard.total')]}
          rows={groups.map(({ label: group, counts }) => ({
            label: group,
            values: [...STATEMENT_STATUSES.map((status) => counts[status]), total(counts)],
          }))}
        />
      }
    />
  );
}
