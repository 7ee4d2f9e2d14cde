import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCalls, moderationCalls, type ReportedTarget, statementCalls } from '@iagree/contract';
import { setHidden } from '@/components/moderation/set-hidden';
import { call } from '@/lib/api-client';
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
      return call(statementCalls.remove, { params: { id: target_id } });
    case 'comment':
      return call(statementCalls.deleteComment, {
        params: { id: parent_id },
        body: { comment_id: target_id },
      });
    case 'event':
      return call(eventCalls.remove, { params: { id: target_id } });
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
      return call(target.author_blocked ? moderationCalls.unblock : moderationCalls.block, {
        params: { id: author_id },
        body: { reason: reason || undefined },
      });
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
