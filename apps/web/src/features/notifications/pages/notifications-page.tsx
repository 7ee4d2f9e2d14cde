import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconChecks, IconSettings } from '@tabler/icons-react';
import type { Notification } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { PlainList } from '@/components/plain-list';
import { paths } from '@/lib/paths';
import { useNotificationPage } from '../api/get-notifications';
import { useReadNotifications } from '../api/read-notifications';
import { NotificationSummary } from '../components/notification-summary';

function pageFrom(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function NotificationRow({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const read = useReadNotifications();
  const markRead = () =>
    read.mutate(
      { ids: [notification.id] },
      { onError: (error) => toasts.show({ color: 'red', message: error.message }) },
    );
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={notification.read ? undefined : 'cyan.0'}
      data-read={notification.read}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Anchor
          component={Link}
          to={notification.link}
          onClick={notification.read ? undefined : markRead}
          c="inherit"
          underline="never"
          style={{ flex: 1, minWidth: 0 }}
        >
          <NotificationSummary notification={notification} />
        </Anchor>
        {!notification.read && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={markRead}
            disabled={read.isPending}
            aria-label={t('item.markReadOf', { message: notification.message })}
          >
            {t('item.markRead')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy aria-label={t('status.loading')}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={64} radius="md" />
      ))}
    </Stack>
  );
}

/** Every notification, newest first, a page at a time (`?page=`); unread ones stand out. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const list = useNotificationPage(page);
  const readAll = useReadNotifications();
  const unread = list.data?.meta.unread ?? 0;

  return (
    <Stack gap="md">
      <PageHeading title={t('page.title')} intro={t('page.intro')} />
      <Group justify="space-between" gap="xs">
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          disabled={unread === 0 || readAll.isPending}
          onClick={() =>
            readAll.mutate(
              { all: true },
              { onError: (error) => toasts.show({ color: 'red', message: error.message }) },
            )
          }
        >
          {t('bell.markAllRead')}
        </Button>
        <Anchor component={Link} to={paths.notificationSettings} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconSettings size={16} />
            {t('page.settingsLink')}
          </Group>
        </Anchor>
      </Group>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="gray.7" ta="center">
            {t('page.empty')}
          </Text>
        </Paper>
      ) : (
        <PlainList gap="sm">
          {list.data.data.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} />
          ))}
        </PlainList>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Center component="nav" aria-label={t('page.pages')}>
          <Pagination
            total={list.data.meta.last_page}
            value={page}
            onChange={(next) => setSearchParams({ page: String(next) })}
          />
        </Center>
      )}
    </Stack>
  );
}
