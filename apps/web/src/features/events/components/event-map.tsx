import { Stack, Text } from '@mantine/core';
import { MAP_DEFAULTS, type EventComment, type EventDetail } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '@/components/map/leaflet/base-map';
import { PointMarker } from '@/components/map/leaflet/markers';
import { FocusOn } from '@/components/map/leaflet/view-control';
import type { LatLng } from '@/components/map/types';

export interface EventMapProps {
  event: EventDetail;
  comments: EventComment[];
  focus: LatLng | null;
  height: number;
}

const located = <T extends { latitude: number | null; longitude: number | null }>(item: T) =>
  item.latitude !== null && item.longitude !== null
    ? { lat: item.latitude, lng: item.longitude }
    : null;

/** Leaflet part of the event detail map; loaded lazily by EventMapArea. */
export default function EventMap({ event, comments, focus, height }: EventMapProps) {
  const { t } = useTranslation('events');
  const venue = located(event);
  const pinned = comments.flatMap((comment) => {
    const point = located(comment);
    return point ? [{ comment, point }] : [];
  });
  const center = venue ?? pinned[0]?.point ?? MAP_DEFAULTS.center;

  return (
    <BaseMap center={center} zoom={MAP_DEFAULTS.eventZoom} height={height} label={t('map.label')}>
      <FocusOn focus={focus} />
      {venue && (
        <PointMarker position={venue} title={event.title} color="red">
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {event.title}
            </Text>
            {event.address && (
              <Text size="xs" c="dimmed">
                {event.address}
              </Text>
            )}
          </Stack>
        </PointMarker>
      )}
      {pinned.map(({ comment, point }) => (
        <PointMarker
          key={comment.id}
          position={point}
          title={t('map.commentBy', { name: comment.username })}
        >
          <Stack gap={4} maw={260}>
            <Text size="xs" fw={600}>
              {comment.username}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.comment}
            </Text>
            {comment.address && (
              <Text size="xs" c="dimmed">
                {comment.address}
              </Text>
            )}
          </Stack>
        </PointMarker>
      ))}
    </BaseMap>
  );
}
