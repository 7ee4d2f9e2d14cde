import { Avatar, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { Notification } from '@iagree/contract';
import { useTranslation } from 'react-i18next';

/** The dot that marks an unread notification, with its word for screen readers. */
function UnreadMarker() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <Box
        aria-hidden
        w={8}
        h={8}
        mt={6}
        bg="cyan.7"
        style={{ borderRadius: '50%', flexShrink: 0 }}
        data-unread
      />
      <VisuallyHidden>{t('item.unread')}</VisuallyHidden>
    </>
  );
}

/** Who did it (or a bell for the system), what happened and when: the bell's menu and the page. */
export function NotificationSummary({ notification }: { notification: Notification }) {
  const { actor } = notification;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {actor ? (
        <Avatar src={actor.avatar} alt="" name={actor.name} size={32} />
      ) : (
        <Avatar alt="" size={32} color="cyan">
          <IconBell size={18} />
        </Avatar>
      )}
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={notification.read ? 400 : 600} lineClamp={3}>
          {notification.message}
        </Text>
        <Text size="xs" c="gray.7" component="time" dateTime={notification.created_at}>
          {notification.created_distance_time}
        </Text>
      </Stack>
      {!notification.read && <UnreadMarker />}
    </Group>
  );
}
