import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
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
      <ConfirmDeleteDialog
        opened={opened}
        title={t('edit.delete')}
        message={t('edit.confirmDelete')}
        onCancel={close}
        onConfirm={confirm}
        loading={remove.isPending}
      />
    </>
  );
}
