import type { CityStats } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

/** New statements of each of the last weeks. */
export function WeeklyChart({ weeks }: { weeks: CityStats['per_week'] }) {
  const { t, i18n } = useTranslation('admin');
  const title = t('dashboard.perWeek');
  const rows = weeks.map((week) => ({
    label: formatDay(week.week_start, i18n.language),
    count: week.count,
  }));
  return (
    <ChartCard
      title={title}
      bars={{
        h: 220,
        data: rows,
        dataKey: 'label',
        series: [{ name: 'count', label: t('dashboard.perWeekSeries'), color: 'cyan.7' }],
      }}
      table={
        <FiguresTable
          caption={t('dashboard.chartTable', { name: title })}
          columns={[t('dashboard.week'), t('dashboard.count')]}
          rows={rows.map((row) => ({ label: row.label, values: [row.count] }))}
        />
      }
    />
  );
}
