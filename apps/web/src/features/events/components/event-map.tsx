import { Stack, Text } from '@mantine/core';
import { MAP_DEFAULTS, type EventComment, type EventDetail } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { BaseMap } from '@/components/map/leaflet/base-map';
import { GroupedMarkers, type PinItem } from '@/components/map/leaflet/grouped-markers';
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
  const pins: PinItem[] = [
    ...(venue
      ? [
          {
            key: 'venue',
            position: venue,
            title: event.title,
            color: 'red' as const,
            popup: (
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
            ),
          },
        ]
      : []),
    ...pinned.map(({ comment, point }) => ({
      key: `comment-${comment.id}`,
      position: point,
      title: t('map.commentBy', { name: comment.username }),
      // The comment whose place the list showed: marked, and never hidden in a cluster.
      focused: point.lat === focus?.lat && point.lng === focus.lng,
      popup: (
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
      ),
    })),
  ];

  return (
    <BaseMap center={center} zoom={MAP_DEFAULTS.eventZoom} height={height} label={t('map.label')}>
      <FocusOn focus={focus} />
      <GroupedMarkers
        items={pins}
        label={(count, action) =>
          t(action === 'zoom' ? 'map.cluster' : 'map.clusterList', { count })
        }
      />
    </BaseMap>
  );
}
