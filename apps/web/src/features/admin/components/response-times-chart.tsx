import { Text } from '@mantine/core';
import type { CityStats } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card';
import { FiguresTable } from './figures-table';

/** Median days to the first answer and to done, overall and per department in charge. */
export function ResponseTimesChart({ times }: { times: CityStats['response_times'] }) {
  const { t } = useTranslation('admin');
  const title = t('dashboard.responseTimes');
  const days = (value: number | null) =>
    value === null ? t('dashboard.noMedian') : t('dashboard.days', { count: value });
  const rows = [
    { label: t('dashboard.wholeCity'), ...times },
    ...times.by_department.map((row) => ({
      label: row.department?.name ?? t('dashboard.noDepartment'),
      ...row,
    })),
  ];
  return (
    <ChartCard
      title={title}
      bars={{
        h: Math.max(160, rows.length * 44 + 60),
        data: rows.map((row) => ({
          label: row.label,
          first: row.first_response_days ?? 0,
          done: row.done_days ?? 0,
        })),
        dataKey: 'label',
        orientation: 'vertical',
        yAxisProps: { width: 120 },
        withLegend: true,
        series: [
          { name: 'first', label: t('dashboard.firstResponse'), color: 'blue.6' },
          { name: 'done', label: t('dashboard.toDone'), color: 'teal.6' },
        ],
      }}
      table={
        <FiguresTable
          caption={t('dashboard.chartTable', { name: title })}
          columns={[t('dashboard.group'), t('dashboard.firstResponse'), t('dashboard.toDone')]}
          rows={rows.map((row) => ({
            label: row.label,
            values: [days(row.first_response_days), days(row.done_days)],
          }))}
        />
      }
    >
      <Text size="sm" c="dimmed">
        {t('dashboard.summary', {
          first: days(times.first_response_days),
          done: days(times.done_days),
        })}
      </Text>
    </ChartCard>
  );
}
