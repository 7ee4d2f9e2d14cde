import { Alert, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBudgets } from '@/lib/budgets';
import { BudgetAdminCard } from './budget-admin-card';
import { BudgetForm } from './budget-form';

/** Role 1's participatory budgets (issue 33): create one, move its phase, review its projects. */
export function BudgetsPanel() {
  const { t } = useTranslation('admin');
  const budgets = useBudgets();
  return (
    <Stack gap="md">
      <BudgetForm />
      {budgets.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('tabs.budgets')} />
        </Center>
      ) : budgets.isError ? (
        <Alert color="red" role="alert">
          {budgets.error.message}
        </Alert>
      ) : budgets.data.length === 0 ? (
        <Text c="dimmed">{t('budgets.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {budgets.data.map((budget) => (
            <BudgetAdminCard key={budget.id} budget={budget} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
