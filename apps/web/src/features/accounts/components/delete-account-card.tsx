import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser } from '@iagree/contract';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccountSettingsCard } from './account-settings-card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Delete my account": what it means in a sentence, and the dialog that does it. */
export function DeleteAccountCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  const [opened, dialog] = useDisclosure(false);
  return (
    <AccountSettingsCard section="delete">
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={dialog.open}
        aria-haspopup="dialog"
      >
        {t('account.delete.button')}
      </Button>
      <DeleteAccountDialog user={user} opened={opened} onClose={dialog.close} />
    </AccountSettingsCard>
  );
}
