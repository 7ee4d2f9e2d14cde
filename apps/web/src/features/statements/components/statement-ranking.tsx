import { Alert, Button, Center, Paper, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { statementsOf, useStatements } from '../api/get-statements';
import { useStatementFilter } from '../hooks/use-statement-filter';
import { useStatementParam } from '../hooks/use-statement-param';
import { StatementCard, type StatementPlace } from './statement-card';
import { StatementCardSkeleton } from './statement-card-skeleton';
import { StatementFilters } from './statement-filters';

const SKELETONS = 3;

/**
 * SPEC §2: the ranked list with its sort and category filter (kept in the address), View more
 * while pages remain.
 * `onLocate` receives an item's place when its address is clicked, to centre the map there.
 */
export function StatementRanking({ onLocate }: { onLocate?: (place: StatementPlace) => void }) {
  const { t } = useTranslation('statements');
  const { filter, setFilter } = useStatementFilter();
  const statements = useStatements(filter);
  const { open } = useStatementParam();
  const rows = statementsOf(statements.data);

  return (
    <Stack component="section" aria-label={t('list.title')} gap="md">
      <StatementFilters value={filter} onChange={setFilter} />
      {statements.isPending ? (
        <Stack role="status" aria-label={t('status.loading')}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <Paper key={index} withBorder radius="md">
              <StatementCardSkeleton />
            </Paper>
          ))}
        </Stack>
      ) : statements.isError ? (
        <Alert color="red" role="alert" title={t('list.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{statements.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void statements.refetch()}>
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : rows.length === 0 ? (
        <Stack align="center" gap={4} py="xl" c="dimmed">
          <IconMoodEmpty size={36} aria-hidden />
          <Text>{filter.category === null ? t('list.empty') : t('list.emptyCategory')}</Text>
        </Stack>
      ) : (
        <Stack
          gap="md"
          aria-busy={statements.isPlaceholderData}
          // The previous filter's items stay in place, dimmed, until the new ones arrive.
          style={{ opacity: statements.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {rows.map((statement, index) => (
            <StatementCard
              key={statement.id}
              statement={statement}
              rank={index + 1}
              onOpen={open}
              onLocate={onLocate}
              onCategory={(category) => setFilter({ ...filter, category: category.id })}
            />
          ))}
          {statements.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => void statements.fetchNextPage()}
                loading={statements.isFetchingNextPage}
              >
                {t('list.viewMore')}
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
