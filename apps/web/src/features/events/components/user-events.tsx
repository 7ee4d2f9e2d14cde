import { useState } from 'react';
import { Text } from '@mantine/core';
import { useEvents } from '../api/get-events';
import { EventDetailModal } from './event-detail-modal';
import { EventResults } from './event-results';

/** The events a person organises, newest first, as the event list shows them (issue 17). */
export function UserEvents({ userId, emptyText }: { userId: number; emptyText: string }) {
  const events = useEvents({ keyword: '', category: null, userId });
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <EventResults
        events={events}
        empty={<Text c="dimmed">{emptyText}</Text>}
        onOpen={setOpenId}
      />
      <EventDetailModal eventId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
