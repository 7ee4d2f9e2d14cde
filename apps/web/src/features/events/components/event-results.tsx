import type { ReactNode } from 'react';
import { Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useEvents } from '../api/get-events';
import { EventCard } from './event-card';

interface EventResultsProps {
  events: ReturnType<typeof useEvents>;
  /** What an empty list says: the page's own words. */
  empty: ReactNode;
  onOpen: (id: number) => void;
}

/** An event list's states, as every list of events shows them: cards in a grid, View more. */
export function EventResults({ events, empty, onOpen }: EventResultsProps) {
  const { t } = useTranslation('events');
  const rows = events.data?.pages.flatMap((page) => page.data) ?? [];

  if (events.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('status.loading')} />
      </Center>
    );
  }
  if (events.isError) {
    return (
      <Text c="red" role="alert">
        {events.error.message}
      </Text>
    );
  }
  if (rows.length === 0) return empty;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy={events.isPlaceholderData}>
        {rows.map((event) => (
          <EventCard key={event.id} event={event} onOpen={onOpen} />
        ))}
      </SimpleGrid>
      {events.hasNextPage && (
        <Center>
          <Button
            variant="default"
            onClick={() => void events.fetchNextPage()}
            loading={events.isFetchingNextPage}
          >
            {t('list.viewMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
