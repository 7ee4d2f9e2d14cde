import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { LongTextField } from '@/components/long-text-field';
import { Modal } from '@/components/modal';
import { MAX_MODERATION_REASON_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';

interface ActionDialogProps {
  title: string | null;
  message: string;
  /** A block needs a reason; hide and restore take one if given. */
  reasonRequired: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  loading: boolean;
  error?: string | undefined;
}

/** Confirms a moderation action and asks why: the log records the reason. */
export function ActionDialog(props: ActionDialogProps) {
  const { title, message, reasonRequired, onCancel, onConfirm, loading, error } = props;
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState('');
  const missing = reasonRequired && reason.trim() === '';
  return (
    <Modal opened={title !== null} onClose={onCancel} title={title} centered>
      <Stack>
        <Text>{message}</Text>
        <LongTextField
          label={reasonRequired ? t('dialog.reasonRequired') : t('dialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={MAX_MODERATION_REASON_LENGTH}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => onConfirm(reason.trim())}
            loading={loading}
            disabled={missing}
          >
            {t('dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
