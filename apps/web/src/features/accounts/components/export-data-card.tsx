import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-client';
import { useExportAccount } from '../api/export-account';
import { AccountSettingsCard } from './account-settings-card';

/** "Download my data": the export as a JSON file, with a toast for how it went. */
export function ExportDataCard({ userId }: { userId: number }) {
  const { t } = useTranslation('accounts');
  const exportData = useExportAccount(userId);
  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (file) =>
        notifications.show({ color: 'teal', message: t('account.export.done', { file }) }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t('account.export.failed', { message: apiErrorText(error) }),
        }),
    });
  return (
    <AccountSettingsCard section="export">
      <Button
        leftSection={<IconDownload size={18} aria-hidden />}
        onClick={download}
        loading={exportData.isPending}
      >
        {t('account.export.button')}
      </Button>
      {exportData.isPending && (
        <Text size="sm" c="gray.7" role="status">
          {t('account.export.loading')}
        </Text>
      )}
    </AccountSettingsCard>
  );
}
