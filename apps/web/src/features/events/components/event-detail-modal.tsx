import { Button, Center, Loader, Text } from '@mantine/core';
import { Modal } from '@/components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useEvent } from '../api/get-event';
import { EventDetailView } from './event-detail-view';

function ModalBody({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const event = useEvent(eventId);
  if (event.isPending) {
    return (
      <Center h={200}>
        <Loader aria-label={t('status.loading')} />
      </Center>
    );
  }
  if (event.isError) return <Text c="red">{event.error.message}</Text>;
  return (
    <>
      <EventDetailView event={event.data} loadedAt={event.dataUpdatedAt} headingOrder={2} />
      <Button component={Link} to={paths.eventDetail(eventId)} fullWidth mt="md">
        {t('detail.open')}
      </Button>
    </>
  );
}

/** SPEC §2: the event detail modal of the list, 500 × 700 (full screen on a phone). */
export function EventDetailModal({
  eventId,
  onClose,
}: {
  eventId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('events');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={eventId !== null}
      onClose={onClose}
      title={t('detail.title')}
      size={500}
      fullScreen={phone}
      styles={{ content: { maxHeight: phone ? undefined : 700 } }}
      centered
    >
      {eventId !== null && <ModalBody eventId={eventId} />}
    </Modal>
  );
}
