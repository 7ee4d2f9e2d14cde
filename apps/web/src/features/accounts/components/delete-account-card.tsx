import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser } from '@iagree/contract';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Delete my account": what it means in a sentence, and the dialog that does it. */
export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  const [opened, dialog] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="delete-account-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg" id="delete-account-title">
          {t('account.delete.title')}
        </Title>
        <Text size="sm">{t('account.delete.text')}</Text>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={dialog.open}
          aria-haspopup="dialog"
        >
          {t('account.delete.button')}
        </Button>
      </Stack>
      <DeleteAccountDialog user={user} opened={opened} onClose={dialog.close} />
    </Paper>
  );
}
