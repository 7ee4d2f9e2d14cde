import { Avatar, Modal, Stack, TextInput } from '@mantine/core';
import type { CurrentUser } from '@iagree/contract';
import { useTranslation } from 'react-i18next';

interface ProfileModalProps {
  user: CurrentUser;
  opened: boolean;
  onClose: () => void;
}

/** Name and e-mail are read-only (SPEC §2). */
export function ProfileModal({ user, opened, onClose }: ProfileModalProps) {
  const { t } = useTranslation('accounts');
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.title')} centered>
      <Stack align="stretch">
        <Avatar src={user.avatar} alt={user.name} name={user.name} size={96} mx="auto" />
        <TextInput label={t('profile.name')} value={user.name} readOnly />
        <TextInput label={t('profile.email')} value={user.email} readOnly />
      </Stack>
    </Modal>
  );
}
