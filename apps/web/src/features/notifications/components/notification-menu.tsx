import { Center, Loader, Menu, ScrollArea, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconChecks, IconList } from '@tabler/icons-react';
import type { Notification } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useLatestNotifications } from '../api/get-notifications';
import { useReadNotifications } from '../api/read-notifications';
import { NotificationSummary } from './notification-summary';

/** How many of the latest notifications the bell's menu lists; the page has the rest. */
const MENU_SIZE = 8;

function List({ items, onOpen }: { items: Notification[]; onOpen: (item: Notification) => void }) {
  const { t } = useTranslation('notifications');
  if (items.length === 0) {
    return (
      <Text size="sm" c="gray.7" px="sm" py="md" ta="center">
        {t('bell.empty')}
      </Text>
    );
  }
  return (
    // Once it scrolls, a keyboard must reach it: the menu's items take focus only by arrows.
    <ScrollArea.Autosize
      mah="min(420px, 60vh)"
      type="auto"
      viewportProps={{ tabIndex: 0, role: 'group', 'aria-label': t('bell.latest') }}
    >
      {items.map((item) => (
        <Menu.Item
          key={item.id}
          component={Link}
          to={item.link}
          onClick={() => onOpen(item)}
          bg={item.read ? undefined : 'cyan.0'}
          data-read={item.read}
        >
          <NotificationSummary notification={item} />
        </Menu.Item>
      ))}
    </ScrollArea.Autosize>
  );
}

/** The bell's dropdown: the latest notifications, "Mark all as read" and "See all". */
export function NotificationMenu() {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications();
  const read = useReadNotifications();
  const showError = (error: Error) => toasts.show({ color: 'red', message: error.message });
  // Following the link is what the reader came for: marking it read happens on the way.
  const open = (item: Notification) => {
    if (!item.read) read.mutate({ ids: [item.id] }, { onError: showError });
  };

  return (
    <>
      <Menu.Label>{t('bell.title')}</Menu.Label>
      {latest.isPending ? (
        <Center p="md">
          <Loader size="sm" />
        </Center>
      ) : latest.isError ? (
        <Text size="sm" c="red.8" px="sm" py="md" role="alert">
          {t('bell.loadFailed')}
        </Text>
      ) : (
        <List items={latest.data.data.slice(0, MENU_SIZE)} onOpen={open} />
      )}
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconChecks size={16} />}
        closeMenuOnClick={false}
        disabled={!latest.data?.meta.unread || read.isPending}
        onClick={() => read.mutate({ all: true }, { onError: showError })}
      >
        {t('bell.markAllRead')}
      </Menu.Item>
      <Menu.Item leftSection={<IconList size={16} />} component={Link} to={paths.notifications}>
        {t('bell.seeAll')}
      </Menu.Item>
    </>
  );
}
