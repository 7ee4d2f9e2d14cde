import { Stack, Text, useMatches } from '@mantine/core';
import type { EventComment, EventDetail } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { MapFrame } from '@/components/map/map-frame';
import type { LatLng } from '@/components/map/types';
import { lazyPart } from '@/lib/lazy-part';

const EventMap = lazyPart(() => import('./event-map').then((m) => m.default));

export type MapFocus = LatLng;

export interface EventMapAreaProps {
  event: EventDetail;
  comments: EventComment[];
  /** Where the map should pan to, e.g. after a click on a comment's address. */
  focus: MapFocus | null;
}

/**
 * SPEC §2 event detail map: the event's marker, the comments' markers with their text in an
 * info window, panning to `focus`. Leaflet loads lazily so the page never waits for it.
 */
export function EventMapArea({ event, comments, focus }: EventMapAreaProps) {
  const { t } = useTranslation('events');
  const height = useMatches({ base: 260, sm: 400 });
  return (
    <Stack gap={4}>
      <MapFrame height={height}>
        <EventMap event={event} comments={comments} focus={focus} height={height} />
      </MapFrame>
      {event.latitude === null && (
        <Text size="sm" c="dimmed">
          {t('map.noPlace')}
        </Text>
      )}
    </Stack>
  );
}
