import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type ReportedTarget } from '@iagree/contract';
import { setHidden } from '@/components/moderation/set-hidden';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { moderationQueryKey } from './get-reports';

/** What role 1 does to a reported thing from the moderation page. */
export type ModerationAction = 'hide' | 'restore' | 'delete' | 'block';

/**
 * Deleting goes through each thing's own delete call, the same as from its menu; an event
 * comment has none, so it can only be hidden.
 */
function deleteTarget({ target_type, target_id, parent_id }: ReportedTarget) {
  switch (target_type) {
    case 'statement':
      return api.post(`/api/auth/user/statements/delete/${target_id}`);
    case 'comment':
      return api.post(`/api/auth/comments/delete/${parent_id}`, { comment_id: target_id });
    case 'event':
      return api.delete(`/api/auth/events/${target_id}`);
    case 'event_comment':
      throw new Error('event comments are hidden, not deleted');
  }
}

export function moderateTarget({
  action,
  target,
  reason,
}: {
  action: ModerationAction;
  target: ReportedTarget;
  reason?: string;
}) {
  const { target_type, target_id, author_id } = target;
  switch (action) {
    case 'hide':
    case 'restore':
      return setHidden({ action, targetType: target_type, targetId: target_id, reason });
    case 'block':
      return api.post(
        `/api/auth/moderation/users/${author_id}/${target.author_blocked ? 'unblock' : 'block'}`,
        { reason: reason || undefined },
        { schema: import.meta.env.DEV && messageResponseSchema },
      );
    case 'delete':
      return deleteTarget(target);
  }
}

/**
 * Every action changes what the page lists and what the log says, and what statements, events
 * and the map show to everyone (a hidden or deleted thing leaves them, a blocked author's posts
 * too): all of them load again.
 */
export function useModerateTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateTarget,
    onSuccess: () =>
      Promise.all(
        [moderationQueryKey, queryRoots.statements, queryRoots.events, queryRoots.map].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
