import { useState } from 'react';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSending } from '@/lib/use-sending';
import { useUploadBudgetCodes } from '../api/upload-budget-codes';

/** Role 1 uploads the CSV of SHA-256 hashes of the codes the city posted (decision 035). */
export function CodesUpload({ budgetId }: { budgetId: number }) {
  const { t } = useTranslation('admin');
  const upload = useUploadBudgetCodes();
  const sending = useSending();
  const [file, setFile] = useState<File | null>(null);
  const submit = async () => {
    if (!file) return;
    const csv = await file.text();
    sending.send(
      upload,
      { budgetId, csv },
      {
        onSuccess: ({ data }) => {
          notifications.show({ color: 'teal', message: t('budgets.codesAdded', data) });
          setFile(null);
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  };
  return (
    <Stack gap={4}>
      <Text size="sm" c="gray.7">
        {t('budgets.codesHint')}
      </Text>
      <Group align="flex-end" gap="xs">
        <FileInput
          label={t('budgets.codes')}
          accept=".csv,text/csv,text/plain"
          value={file}
          onChange={setFile}
          clearable
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button
          onClick={() => void submit()}
          disabled={!file}
          loading={sending.busy}
          leftSection={<IconUpload size={16} />}
        >
          {t('budgets.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
