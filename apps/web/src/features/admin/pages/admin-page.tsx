import { Alert, Stack, Tabs } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconChartBar,
  IconCoinYen,
  IconMessages,
} from '@tabler/icons-react';
import {
  canCreateConsultation,
  canManageBudgets,
  canManageDepartments,
  canReadCityStats,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { useCurrentUser } from '@/lib/auth';
import { usePageMeta } from '@/lib/use-page-meta';
import { BudgetsPanel } from '../components/budgets-panel';
import { ConsultationsPanel } from '../components/consultations-panel';
import { DashboardPanel } from '../components/dashboard-panel';
import { DepartmentsPanel } from '../components/departments-panel';

/**
 * /admin (issue 32): the dashboard for role 1 and staff; departments and staff, the
 * participatory budgets (issue 33) and the consultations (issue 34), for role 1.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const user = useCurrentUser().data;
  usePageMeta(t('title'));
  if (!canReadCityStats(user)) {
    return <Alert color="red">{t('forbidden')}</Alert>;
  }
  return (
    <Stack gap={0}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <Tabs defaultValue="dashboard" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="dashboard" leftSection={<IconChartBar size={16} />}>
            {t('tabs.dashboard')}
          </Tabs.Tab>
          {canManageDepartments(user) && (
            <Tabs.Tab value="departments" leftSection={<IconBuildingCommunity size={16} />}>
              {t('tabs.departments')}
            </Tabs.Tab>
          )}
          {canManageBudgets(user) && (
            <Tabs.Tab value="budgets" leftSection={<IconCoinYen size={16} />}>
              {t('tabs.budgets')}
            </Tabs.Tab>
          )}
          {canCreateConsultation(user, null) && (
            <Tabs.Tab value="consultations" leftSection={<IconMessages size={16} />}>
              {t('tabs.consultations')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="dashboard" pt="md">
          <DashboardPanel />
        </Tabs.Panel>
        {canManageDepartments(user) && (
          <Tabs.Panel value="departments" pt="md">
            <DepartmentsPanel />
          </Tabs.Panel>
        )}
        {canManageBudgets(user) && (
          <Tabs.Panel value="budgets" pt="md">
            <BudgetsPanel />
          </Tabs.Panel>
        )}
        {canCreateConsultation(user, null) && (
          <Tabs.Panel value="consultations" pt="md">
            <ConsultationsPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
