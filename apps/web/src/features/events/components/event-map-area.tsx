import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import type { EventComment, EventDetail } from '@iagree/contract';
import { useTranslation } from 'react-i18next';

export interface MapFocus {
  lat: number;
  lng: number;
}

export interface EventMapAreaProps {
  event: EventDetail;
  comments: EventComment[];
  /** Where the map should pan to, e.g. after a click on a comment's address. */
  focus: MapFocus | null;
}

/**
 * The event detail's map (SPEC §2: the event marker, comment markers with their text, panning to
 * `focus`). The shared map components are not available yet, so this reserves the area and
 * says what the map will show; the real map replaces this component's body.
 */
export function EventMapArea({ event, comments, focus }: EventMapAreaProps) {
  const { t } = useTranslation('events');
  const commentPlaces = comments.filter((comment) => comment.latitude !== null).length;
  return (
    <Paper
      withBorder
      radius="md"
      h={{ base: 240, sm: 400 }}
      bg="gray.0"
      role="region"
      aria-label={t('map.label')}
      data-focus={focus ? `${focus.lat},${focus.lng}` : undefined}
    >
      <Stack align="center" justify="center" h="100%" gap="xs" p="md" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl">
          <IconMap2 size={28} />
        </ThemeIcon>
        <Text fw={500}>{event.address ?? t('map.noPlace')}</Text>
        <Text size="sm" c="dimmed">
          {t('map.commentPlaces', { count: commentPlaces })}
        </Text>
      </Stack>
    </Paper>
  );
}
