import { memo, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconMoodEmpty } from '@tabler/icons-react';
import { keywordTerms, type ListSort, MAP_DEFAULTS } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { IconText } from '@/components/icon-text';
import { MoreButton } from '@/components/more-button';
import type { LatLng } from '@/components/map/types';
import { useGeolocation } from '@/components/map/use-geolocation';
import { useNearScreen } from '@/lib/use-near-screen';
import { statementsOf, useStatements } from '../api/get-statements';
import { useStatementFilter } from '../hooks/use-statement-filter';
import { useFirstAnswerDeferred } from '../hooks/use-first-answer-deferred';
import { useRevealedRows } from '../hooks/use-revealed-rows';
import { useStatementParam } from '../hooks/use-statement-param';
import { StatementCard, type StatementPlace } from './statement-card';
import { StatementCardSkeleton } from './statement-card-skeleton';
import { StatementFilters } from './statement-filters';

const SKELETONS = 3;

/**
 * The list's cards come a few per transition (useRevealedRows): memoized, each renders once
 * instead of again with every later step, View more and agree elsewhere in the list.
 */
const RankedCard = memo(StatementCard);

/** The home list's id: the skip link above the map leads here. */
export const STATEMENT_LIST_ID = 'statement-list';

interface StatementRankingProps {
  /** Receives an item's place when its address is clicked, to centre the map there. */
  onLocate?: (place: StatementPlace) => void;
  /** Only this author's statements (the profile page). */
  userId?: number;
  /**
   * Where the map looks now (null before it has shown): offers Nearby, which sorts from there
   * when the browser will not tell where the reader is.
   */
  mapCentre?: () => LatLng | null;
  /** Names the list; SPEC's ranking by default. */
  label?: string;
}

function EmptyList({ keyword, text }: { keyword: string | undefined; text: string }) {
  const { t } = useTranslation('search');
  return (
    <Stack align="center" gap={4} py="xl" c="dimmed" ta="center">
      <IconMoodEmpty size={36} aria-hidden />
      {keyword ? (
        <>
          <Text>{t('results.empty', { keyword })}</Text>
          <Text size="sm">{t('results.emptyHint')}</Text>
        </>
      ) : (
        <Text>{text}</Text>
      )}
    </Stack>
  );
}

/**
 * SPEC §2: the ranked list with its sort and category filter (kept in the address), View more
 * while pages remain; issue 17: the keyword's words marked in each item, and Nearby, which asks
 * the browser where the reader is only when it is chosen.
 */
export function StatementRanking({ onLocate, userId, mapCentre, label }: StatementRankingProps) {
  const { t } = useTranslation('statements');
  const { filter, setFilter } = useStatementFilter({ userId });
  const statements = useFirstAnswerDeferred(useStatements(filter));
  const { open } = useStatementParam();
  const rows = statementsOf(statements.data);
  // Cards render once the list comes near the screen: on a phone the home page's list is below
  // the map, and its cards were most of the page's work after the first paint (decision 023).
  const { watch, near, reveal } = useNearScreen();
  const shownRows = useRevealedRows(rows, near);
  const terms = useMemo(() => keywordTerms(filter.keyword), [filter.keyword]);
  const [fromMapCentre, setFromMapCentre] = useState(false);
  const sortNearby = (point: LatLng, fallback: boolean) => {
    setFromMapCentre(fallback);
    setFilter({ ...filter, sortBy: 'nearby', near: { latitude: point.lat, longitude: point.lng } });
  };
  const location = useGeolocation({
    auto: false,
    onFound: (point) => sortNearby(point, false),
    onFailed: () => sortNearby(mapCentre?.() ?? MAP_DEFAULTS.center, true),
  });
  const sort = (sortBy: ListSort) => {
    if (sortBy === 'nearby') {
      location.locate();
      return;
    }
    setFromMapCentre(false);
    setFilter({ ...filter, sortBy });
  };
  const chooseCategory = useCallback(
    (category: { id: number }) => setFilter({ ...filter, category: category.id }),
    [filter, setFilter],
  );
  const emptyText =
    userId !== undefined
      ? t('user.noStatements', { ns: 'search' })
      : filter.category === null
        ? t('list.empty')
        : t('list.emptyCategory');

  return (
    <Stack
      component="section"
      id={userId === undefined ? STATEMENT_LIST_ID : undefined}
      tabIndex={-1}
      aria-label={label ?? t('list.title')}
      gap="md"
      // A keyboard reaching the filters reaches the cards next.
      onFocus={reveal}
    >
      <Stack gap={4}>
        <StatementFilters
          value={filter}
          onChange={setFilter}
          onSort={sort}
          nearby={mapCentre !== undefined}
        />
        <div aria-live="polite">
          {location.locating ? (
            <IconText icon={IconCurrentLocation} c="dimmed">
              {t('nearby.locating', { ns: 'search' })} <Loader size="xs" />
            </IconText>
          ) : (
            fromMapCentre &&
            filter.sortBy === 'nearby' && (
              <IconText icon={IconCurrentLocation} c="gray.7">
                {t('nearby.mapCentre', { ns: 'search' })}
              </IconText>
            )
          )}
        </div>
      </Stack>
      {statements.isPending || (!near && rows.length > 0) ? (
        <Stack ref={watch} role="status" aria-label={t('status.loading')}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <Paper key={index} withBorder radius="md">
              <StatementCardSkeleton animate={statements.isPending} />
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
        <EmptyList keyword={filter.keyword} text={emptyText} />
      ) : (
        <Stack
          gap="md"
          aria-busy={statements.isPlaceholderData}
          // The previous filter's items stay in place, dimmed, until the new ones arrive.
          style={{ opacity: statements.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {shownRows.map((statement, index) => (
            <RankedCard
              key={statement.id}
              statement={statement}
              rank={index + 1}
              terms={terms}
              onOpen={open}
              onLocate={onLocate}
              onCategory={chooseCategory}
            />
          ))}
          <MoreButton pages={statements} prominent>
            {t('list.viewMore')}
          </MoreButton>
        </Stack>
      )}
    </Stack>
  );
}
