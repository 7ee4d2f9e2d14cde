import { useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import {
  EMAIL_FREQUENCIES,
  type EmailFrequency,
  NOTIFICATION_KINDS,
  type NotificationSettings,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-client';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

/** Per kind, how its e-mails come: at once, in the daily digest, or not at all. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const [email, setEmail] = useState(settings.email);
  const update = useUpdateNotificationSettings();

  const save = () =>
    update.mutate(
      { email },
      {
        onSuccess: () => toasts.show({ color: 'teal', message: t('settings.saved') }),
        onError: (error) => toasts.show({ color: 'red', message: apiErrorText(error) }),
      },
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('settings.frequencyHelp')}
        </Text>
        {NOTIFICATION_KINDS.map((kind) => (
          <Paper key={kind} withBorder radius="md" p="md">
            <Radio.Group
              label={t(`settings.kinds.${kind}`)}
              description={t(`settings.kindHelp.${kind}`)}
              value={email[kind]}
              onChange={(value) =>
                setEmail((current) => ({ ...current, [kind]: value as EmailFrequency }))
              }
            >
              <Group gap="lg" mt="xs">
                {EMAIL_FREQUENCIES.map((frequency) => (
                  <Radio
                    key={frequency}
                    value={frequency}
                    label={t(`settings.frequencies.${frequency}`)}
                  />
                ))}
              </Group>
            </Radio.Group>
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
