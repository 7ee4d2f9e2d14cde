import { useMemo, useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { usePublicConfig } from '@/lib/config';
import { useEvents, type EventFilter } from '../api/get-events';
import { EventDetailModal } from '../components/event-detail-modal';
import { EventFilters } from '../components/event-filters';
import { EventResults } from '../components/event-results';

/** SPEC §2: keyword and category changes wait 200 ms, then reload from page 1. */
export const FILTER_DEBOUNCE_MS = 200;

function EventRequestLink() {
  const { t } = useTranslation('events');
  const config = usePublicConfig();
  if (!config.data) return null;
  return (
    <Anchor href={`mailto:${config.data.contactEmail}`}>
      <Group gap={4} wrap="nowrap">
        <IconMail size={16} aria-hidden />
        {t('list.eventRequest')}
      </Group>
    </Anchor>
  );
}

export function EventListPage() {
  const { t } = useTranslation('events');
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<number | null>(null);
  const filter = useMemo<EventFilter>(() => ({ keyword, category }), [keyword, category]);
  const [debounced] = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const events = useEvents(debounced);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeading title={t('list.title')} intro={t('list.intro')} />
        <EventRequestLink />
      </Group>
      <EventFilters
        value={filter}
        onChange={(next) => {
          setKeyword(next.keyword);
          setCategory(next.category);
        }}
      />
      <EventResults
        events={events}
        onOpen={setOpenId}
        empty={
          <Text c="dimmed" ta="center" py="xl">
            {t('list.empty')}
          </Text>
        }
      />
      <EventDetailModal eventId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
