import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CurrentUser } from '@iagree/contract';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
      <Menu position="bottom-end" width={200} withinPortal>
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
