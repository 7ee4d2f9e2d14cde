import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useBudgets } from '@/lib/budgets';
import { formatYen } from '@/lib/format';
import { paths } from '@/lib/paths';
import { PhaseBadge } from '../components/phase-badge';
import { QueryState } from '../components/query-state';

/** /budgets (issue 33): every participatory budget with its phase. */
export function BudgetsPage() {
  const { t, i18n } = useTranslation('budgets');
  const budgets = useBudgets();
  return (
    <Stack gap={0}>
      <PageHeading title={t('list.title')} intro={t('list.intro')} />
      <QueryState query={budgets}>
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed">{t('list.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {data.map((budget) => (
                <Paper key={budget.id} withBorder radius="md" p="md" component="article">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Title order={2} size="h4">
                        <Anchor component={Link} to={paths.budget(budget.id)}>
                          {budget.title}
                        </Anchor>
                      </Title>
                      <PhaseBadge phase={budget.phase} />
                    </Group>
                    <Text size="sm">
                      {t('budget.total', { total: formatYen(budget.total, i18n.language) })}
                    </Text>
                    <Text size="sm" c="gray.7" lineClamp={3}>
                      {budget.description}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Stack>
  );
}
