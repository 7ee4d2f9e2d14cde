import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { statementsToLinkRootKey } from './find-statements-to-link';
import { eventQueryKey } from './get-event';

export interface EventStatementLink {
  eventId: number;
  statementId: number;
}

export function linkEventStatement({ eventId, statementId }: EventStatementLink) {
  return api.post(
    `/api/auth/events/${eventId}/statements`,
    { statement_id: statementId },
    { schema: import.meta.env.DEV && messageResponseSchema },
  );
}

export function unlinkEventStatement({ eventId, statementId }: EventStatementLink) {
  return api.delete(`/api/auth/events/${eventId}/statements/${statementId}`, {
    schema: import.meta.env.DEV && messageResponseSchema,
  });
}

/** The event's linked statements change, and so does each statement's event (and its badge). */
function useEventStatementMutation(mutationFn: typeof linkEventStatement) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: statementsToLinkRootKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.statements }),
      ]),
  });
}

export const useLinkEventStatement = () => useEventStatementMutation(linkEventStatement);
export const useUnlinkEventStatement = () => useEventStatementMutation(unlinkEventStatement);
