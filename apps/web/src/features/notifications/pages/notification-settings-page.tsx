import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { useNotificationSettings } from '../api/get-notification-settings';
import { NotificationSettingsForm } from '../components/notification-settings-form';

export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title={t('settings.title')} intro={t('settings.intro')} />
      {settings.isPending ? (
        <Stack gap="sm" aria-busy aria-label={t('status.loading', { ns: 'common' })}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={96} radius="md" />
          ))}
        </Stack>
      ) : settings.isError ? (
        <Alert color="red" role="alert" title={t('settings.loadFailed')}>
          {settings.error.message}
        </Alert>
      ) : (
        <NotificationSettingsForm settings={settings.data} />
      )}
    </Stack>
  );
}
