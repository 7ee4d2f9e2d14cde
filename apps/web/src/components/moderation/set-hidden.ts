import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type ReportTarget } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/auth/moderation/{type}/{id}/hide or …/restore: role 1's decision, logged with its reason. */
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
  return api.post(
    `/api/auth/moderation/${targetType}/${targetId}/${action}`,
    { reason: reason || undefined },
    { schema: import.meta.env.DEV && messageResponseSchema },
  );
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
