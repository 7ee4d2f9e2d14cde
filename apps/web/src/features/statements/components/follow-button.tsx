import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import type { Statement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { useLoginModal } from '@/lib/login-modal';
import { useFollow, useSetFollow } from '../api/follow-statement';

/**
 * Follow / Following on the detail: a follower hears of its comments and status changes (the
 * author follows their own from the start). A guest is asked to log in, then follows.
 */
export function FollowButton({ statement }: { statement: Pick<Statement, 'id'> }) {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser().data;
  const loginModal = useLoginModal();
  const follow = useFollow(statement.id, Boolean(user));
  const setFollow = useSetFollow(statement.id);
  const following = follow.data?.following ?? false;

  const change = (next: boolean) =>
    setFollow.mutate(next, {
      onSuccess: ({ following: now }) =>
        notifications.show({ message: now ? t('follow.followed') : t('follow.unfollowed') }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  return (
    <Button
      size="xs"
      variant={following ? 'filled' : 'light'}
      color="grape"
      leftSection={following ? <IconBellCheck size={16} /> : <IconBell size={16} />}
      title={t('follow.followHelp')}
      loading={setFollow.isPending}
      disabled={Boolean(user) && follow.isPending}
      onClick={() =>
        user ? change(!following) : loginModal.askFor('follow', statement.id, () => change(true))
      }
    >
      {following ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
