import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CurrentUser } from '@iagree/contract';
import {
  IconBellCog,
  IconFileText,
  IconLogout,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ProfileModal } from '@/features/accounts/components/profile-modal';
import { useLogout } from '@/lib/auth';
import { paths } from '@/lib/paths';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [profileOpened, profile] = useDisclosure(false);
  // Leave the page first and synchronously: clearing the user while a guarded page is still
  // rendered would send the user to /login instead of /.
  const logout = useLogout({ onSuccess: () => navigate(paths.home, { flushSync: true }) });

  const handleLogout = () =>
    logout.mutate(undefined, {
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('header.userMenu')} title={user.name}>
            <Group gap="xs" wrap="nowrap">
              <Avatar src={user.avatar} alt={user.name} name={user.name} size={34} />
              <Text fw={600} size="sm" visibleFrom="sm" maw={160} truncate>
                {user.name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUser size={16} />} onClick={profile.open}>
            {t('header.profile')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileText size={16} />}
            component={Link}
            to={paths.myStatements}
          >
            {t('nav.myStatements')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconBellCog size={16} />}
            component={Link}
            to={paths.notificationSettings}
          >
            {t('nav.notificationSettings', { ns: 'notifications' })}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconShieldLock size={16} />}
            component={Link}
            to={paths.accountSettings}
          >
            {t('account.menu', { ns: 'accounts' })}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            onClick={handleLogout}
            disabled={logout.isPending}
          >
            {t('header.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ProfileModal user={user} opened={profileOpened} onClose={profile.close} />
    </>
  );
}
