import type { ReactNode } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoreButton } from '@/components/more-button';
import type { useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { EventQueryState } from './event-query-state';

interface EventResultsProps {
  events: ReturnType<typeof useEvents>;
  /** What an empty list says: the page's own words. */
  empty: ReactNode;
  onOpen: (id: number) => void;
}

/** A list of events as every page shows one: cards in a grid, View more while pages remain. */
export function EventResults({ events, empty, onOpen }: EventResultsProps) {
  const { t } = useTranslation('events');
  return (
    <EventQueryState query={events}>
      {(data) => {
        const rows = data.pages.flatMap((page) => page.data);
        if (rows.length === 0) return empty;
        return (
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy={events.isPlaceholderData}>
              {rows.map((event) => (
                <EventCard key={event.id} event={event} onOpen={onOpen} />
              ))}
            </SimpleGrid>
            <MoreButton pages={events} prominent>
              {t('list.viewMore')}
            </MoreButton>
          </Stack>
        );
      }}
    </EventQueryState>
  );
}
