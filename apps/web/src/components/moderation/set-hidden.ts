import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationCalls, type ReportTarget } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** Hides or restores a thing: role 1's decision, logged with its reason. */
export function setHidden({
  action,
  targetType,
  targetId,
  reason,
}: {
  action: 'hide' | 'restore';
  targetType: ReportTarget;
  targetId: number;
  reason?: string;
}) {
  return call(moderationCalls[action], {
    params: { target_type: targetType, id: targetId },
    body: { reason: reason || undefined },
  });
}

/**
 * Hides a comment from its own menu (issue 29): the statements' and events' lists, details and
 * comment pages load again, without it for everyone but its author and role 1.
 */
export function useHideComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { targetType: ReportTarget; targetId: number; reason: string }) =>
      setHidden({ action: 'hide', ...input }),
    onSuccess: () =>
      Promise.all(
        [queryRoots.statements, queryRoots.events].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
