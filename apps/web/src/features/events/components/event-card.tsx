import { Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import type { Event } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { CategoryBadges } from '@/components/category-badges';
import { formatEventDates } from './event-dates';

export function EventCard({ event, onOpen }: { event: Event; onOpen: (id: number) => void }) {
  const { t } = useTranslation('events');
  return (
    // The title is the keyboard and screen-reader control; its click bubbles up to the card,
    // which opens the event from anywhere a pointer lands.
    <Card
      withBorder
      radius="md"
      padding="md"
      h="100%"
      onClick={() => onOpen(event.id)}
      style={{ cursor: 'pointer' }}
    >
      <Card.Section>
        <Image src={event.event_img} alt="" h={160} fit="cover" bg="gray.1" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <UnstyledButton type="button" aria-haspopup="dialog">
          <Text fw={700} lineClamp={2}>
            {event.title}
          </Text>
        </UnstyledButton>
        <Group gap={6} c="gray.7" wrap="nowrap">
          <IconCalendar size={16} aria-hidden />
          <Text size="sm">{formatEventDates(event)}</Text>
        </Group>
        {event.address && (
          <Group gap={6} c="gray.7" wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm" truncate>
              {event.address}
            </Text>
          </Group>
        )}
        <Text size="sm" c="gray.7" truncate>
          {event.company_name}
        </Text>
        <CategoryBadges categories={event.categories} />
        <Group gap={4} c="gray.7">
          <IconMessageCircle size={16} aria-hidden />
          <Text size="sm">{t('comments.count', { count: event.comments_count })}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
