import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ContactResult {
  ok: boolean;
  message: string;
}

interface ContactResultModalProps {
  result: ContactResult | null;
  onClose: () => void;
  onRetry: () => void;
}

/** SPEC §2: "Done!" after sending, "Fail!" with "Try again" when the message did not go out. */
export function ContactResultModal({ result, onClose, onRetry }: ContactResultModalProps) {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const ok = result?.ok ?? false;

  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {ok ? t('result.doneTitle') : t('result.failTitle')}
        </Text>
      }
      size={470}
      centered
    >
      <Stack align="center" gap="md" py="md" mih={200} justify="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={ok ? 'teal' : 'red'}>
          {ok ? <IconCircleCheck size={40} /> : <IconAlertTriangle size={40} />}
        </ThemeIcon>
        <Text ta="center" role={ok ? 'status' : 'alert'}>
          {result?.message}
        </Text>
        <Group justify="center">
          {ok ? (
            <Button onClick={onClose}>{tc('buttons.close')}</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                {tc('buttons.close')}
              </Button>
              <Button color="red" onClick={onRetry}>
                {tc('buttons.tryAgain')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
