import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Modal } from '@/components/modal';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ResultModalProps {
  opened: boolean;
  onClose: () => void;
  kind: 'success' | 'error';
  title: string;
  message: ReactNode;
  /** Buttons; a single Close button when absent. */
  actions?: ReactNode;
}

/** SPEC §2 result modal (470×330): the outcome of an action, success or failure. */
export function ResultModal({ opened, onClose, kind, title, message, actions }: ResultModalProps) {
  const { t } = useTranslation();
  const ok = kind === 'success';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={470}
      centered
      // Its own Close button ends it (and Escape): a second one named the same in the header
      // would only be a duplicate for screen readers and keyboard users.
      withCloseButton={false}
      // Above the modal whose action it reports, such as the login modal.
      zIndex={300}
    >
      <Stack align="center" gap="md" py="md" mih={200} justify="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={ok ? 'teal' : 'red'}>
          {ok ? <IconCircleCheck size={40} /> : <IconAlertTriangle size={40} />}
        </ThemeIcon>
        <Text ta="center" role={ok ? 'status' : 'alert'}>
          {message}
        </Text>
        <Group justify="center">
          {actions ?? (
            <Button onClick={onClose} data-autofocus>
              {t('buttons.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
