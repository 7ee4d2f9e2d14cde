import { Suspense } from 'react';
import { ActionIcon, Center, Indicator, Loader, Menu } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLatestNotifications } from '../api/get-notifications';
import { lazyPart } from '@/lib/lazy-part';

// The menu's list is needed only once the bell is opened: it stays out of the first load.
const NotificationMenu = lazyPart(() =>
  import('./notification-menu').then((m) => m.NotificationMenu),
);

/** The most a badge shows; beyond, "99+" (the accessible name keeps the real count). */
const MAX_BADGE = 99;

/** The header's bell: the unread count as a badge, and the latest notifications on click. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications();
  const unread = latest.data?.meta.unread ?? 0;
  const label = unread > 0 ? t('bell.label', { count: unread }) : t('bell.labelNone');

  return (
    <Menu
      position="bottom-end"
      width={360}
      withinPortal
      // Opening shows what arrived since the last poll.
      onOpen={() => void latest.refetch()}
      styles={{ dropdown: { maxWidth: 'calc(100vw - 16px)' } }}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} title={label}>
          <Indicator
            label={unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}
            disabled={unread === 0}
            size={16}
            color="red"
            offset={2}
            aria-hidden
          >
            <IconBell size={22} stroke={1.6} />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Suspense
          fallback={
            <Center p="md">
              <Loader size="sm" />
            </Center>
          }
        >
          <NotificationMenu />
        </Suspense>
      </Menu.Dropdown>
    </Menu>
  );
}
