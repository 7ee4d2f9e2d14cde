import { Anchor, Stack, TextInput } from '@mantine/core';
import { Modal } from '@/components/modal';
import { useMediaQuery } from '@mantine/hooks';
import type { CurrentUser } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AvatarUpload } from './avatar-upload';

interface ProfileModalProps {
  user: CurrentUser;
  opened: boolean;
  onClose: () => void;
}

/** Name and e-mail are read-only; the avatar can be changed (SPEC §2); e-mail choices are a page away. */
export function ProfileModal({ user, opened, onClose }: ProfileModalProps) {
  const { t } = useTranslation('accounts');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.title')}
      size={440}
      fullScreen={phone}
      centered
    >
      <Stack align="stretch">
        <AvatarUpload user={user} />
        <TextInput label={t('profile.name')} value={user.name} readOnly variant="filled" />
        <TextInput label={t('fields.email')} value={user.email} readOnly variant="filled" />
        <Anchor component={Link} to={paths.notificationSettings} onClick={onClose} size="sm">
          {t('nav.notificationSettings', { ns: 'notifications' })}
        </Anchor>
      </Stack>
    </Modal>
  );
}
