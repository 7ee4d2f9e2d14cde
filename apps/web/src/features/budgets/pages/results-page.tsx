import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useBudget } from '@/lib/budgets';
import { formatYen } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useBudgetResults } from '../api/get-budget-results';
import { QueryState } from '../components/query-state';
import { ResultsChart } from '../components/results-chart';
import { ResultsTable } from '../components/results-table';

/** /budgets/{id}/results: a chart of ballots and money, and the same figures as a table. */
export function BudgetResultsPage() {
  const { t, i18n } = useTranslation('budgets');
  const id = Number(useParams().id);
  const budget = useBudget(id);
  const finished = budget.data?.phase === 'finished';
  const results = useBudgetResults(id, finished);
  return (
    <Stack gap={0}>
      <PageHeading
        title={t('results.title', { title: budget.data?.title ?? '' })}
        intro={t('results.intro')}
      />
      {budget.isError ? (
        <Alert color="red" role="alert">
          {budget.error.message}
        </Alert>
      ) : budget.data && !finished ? (
        <Alert color="yellow">
          <Anchor component={Link} to={paths.budget(id)}>
            {t('results.notYet')}
          </Anchor>
        </Alert>
      ) : (
        <QueryState query={results}>
          {(data) => (
            <Stack gap="md">
              <Text fw={700}>
                {t('results.spent', {
                  spent: formatYen(data.spent, i18n.language),
                  total: formatYen(data.total, i18n.language),
                  count: data.winners.length,
                })}
              </Text>
              {data.projects.length === 0 ? (
                <Text c="dimmed">{t('budget.noProjects')}</Text>
              ) : (
                <>
                  <ResultsChart results={data} />
                  <ResultsTable results={data} />
                </>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
