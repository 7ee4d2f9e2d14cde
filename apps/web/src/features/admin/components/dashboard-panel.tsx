import '@mantine/charts/styles.css';
import { Alert, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCityStats } from '../api/get-city-stats';
import { OldestUnanswered } from './oldest-unanswered';
import { ResponseTimesChart } from './response-times-chart';
import { StatusChart } from './status-chart';
import { WeeklyChart } from './weekly-chart';

/** The dashboard (issue 32): GET /api/auth/admin/stats as charts, each with its figures. */
export function DashboardPanel() {
  const { t } = useTranslation('admin');
  const stats = useCityStats();
  if (stats.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('tabs.dashboard')} />
      </Center>
    );
  }
  if (stats.isError) {
    return (
      <Alert color="red" role="alert">
        {stats.error.message}
      </Alert>
    );
  }
  const { by_department, by_category, per_week, response_times, oldest_unanswered } = stats.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StatusChart
          title={t('dashboard.byDepartment')}
          groups={by_department.map(({ department, counts }) => ({
            label: department?.name ?? t('dashboard.noDepartment'),
            counts,
          }))}
        />
        <StatusChart
          title={t('dashboard.byCategory')}
          groups={by_category.map(({ category, counts }) => ({
            label: category?.category ?? t('dashboard.noCategory'),
            counts,
          }))}
        />
        <WeeklyChart weeks={per_week} />
        <ResponseTimesChart times={response_times} />
      </SimpleGrid>
      <OldestUnanswered oldest={oldest_unanswered} />
    </Stack>
  );
}
