import { Card, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import type { Event } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { CategoryBadges } from '@/components/category-badges';
import { IconText } from '@/components/icon-text';
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
        <IconText icon={IconCalendar} c="gray.7">
          {formatEventDates(event)}
        </IconText>
        {event.address && (
          <IconText icon={IconMapPin} c="gray.7" truncate>
            {event.address}
          </IconText>
        )}
        {event.company_name && (
          <Text size="sm" c="gray.7" truncate>
            {event.company_name}
          </Text>
        )}
        <CategoryBadges categories={event.categories} />
        <IconText icon={IconMessageCircle} c="gray.7">
          {t('comments.count', { count: event.comments_count })}
        </IconText>
      </Stack>
    </Card>
  );
}
