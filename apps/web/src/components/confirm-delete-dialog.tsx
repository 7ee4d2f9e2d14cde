import { Button, Group, Text } from '@mantine/core';
import { Modal } from '@/components/modal';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteDialogProps {
  opened: boolean;
  title: string;
  /** SPEC §5: "Are you sure you want to delete?" in the feature's words. */
  message: string;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
}

/** Every delete asks first (SPEC §5); Cancel is focused so Enter never deletes by accident. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { opened, title, message, onCancel, onConfirm, loading } = props;
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('confirm.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('confirm.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
