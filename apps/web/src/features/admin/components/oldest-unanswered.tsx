import { Anchor, Table, Text } from '@mantine/core';
import type { CityStats } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ChartCard } from './chart-card';

/** The statements waiting longest for an answer: days waiting as bars, and a table of links. */
export function OldestUnanswered({ oldest }: { oldest: CityStats['oldest_unanswered'] }) {
  const { t, i18n } = useTranslation('admin');
  const title = t('dashboard.oldest');
  if (oldest.length === 0) {
    return (
      <ChartCard title={title} table={null}>
        <Text c="dimmed">{t('dashboard.noneWaiting')}</Text>
      </ChartCard>
    );
  }
  return (
    <ChartCard
      title={title}
      bars={{
        h: oldest.length * 32 + 60,
        data: oldest.map((row) => ({ label: `#${row.id}`, days: row.days_waiting })),
        dataKey: 'label',
        orientation: 'vertical',
        yAxisProps: { width: 60 },
        series: [{ name: 'days', label: t('dashboard.waitingSeries'), color: 'orange.6' }],
      }}
      // Everyone reads this table: it links each statement.
      table={
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <caption>{t('dashboard.chartTable', { name: title })}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.title')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.department')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.received')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.waiting')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {oldest.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.statement(row.id)}>
                      #{row.id} {row.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.department?.name ?? t('dashboard.noDepartment')}</Table.Td>
                  <Table.Td>
                    <time dateTime={row.created_at}>
                      {formatDateTime(row.created_at, i18n.language)}
                    </time>
                  </Table.Td>
                  <Table.Td>{t('dashboard.days', { count: row.days_waiting })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    />
  );
}
