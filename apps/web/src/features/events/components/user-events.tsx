import { useState } from 'react';
import { Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { EventDetailModal } from './event-detail-modal';

/** The events a person organises, newest first, as the event list shows them (issue 17). */
export function UserEvents({ userId, emptyText }: { userId: number; emptyText: string }) {
  const { t } = useTranslation('events');
  const events = useEvents({ keyword: '', category: null, userId });
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = events.data?.pages.flatMap((page) => page.data) ?? [];

  if (events.isPending) {
    return (
      <Center py="md">
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
  if (rows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {rows.map((event) => (
          <EventCard key={event.id} event={event} onOpen={setOpenId} />
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
      <EventDetailModal eventId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
