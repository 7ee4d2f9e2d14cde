import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteEvent } from '../api/delete-event';

/** Deleting asks for confirmation first (SPEC §5). */
export function DeleteEventButton({
  eventId,
  onDeleted,
}: {
  eventId: number;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('events');
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteEvent();

  const confirm = () =>
    remove.mutate(eventId, {
      onSuccess: ({ message }) => {
        close();
        notifications.show({ color: 'teal', message });
        onDeleted();
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={open}>
        {t('edit.delete')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('edit.delete')} centered>
        <Text>{t('edit.confirmDelete')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('edit.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('edit.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
