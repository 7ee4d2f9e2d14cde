import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { statementsToLinkRootKey } from './find-statements-to-link';
import { eventQueryKey } from './get-event';

export interface EventStatementLink {
  eventId: number;
  statementId: number;
}

export function linkEventStatement({ eventId, statementId }: EventStatementLink) {
  return call(eventCalls.linkStatement, {
    params: { id: eventId },
    body: { statement_id: statementId },
  });
}

export function unlinkEventStatement({ eventId, statementId }: EventStatementLink) {
  return call(eventCalls.unlinkStatement, {
    params: { id: eventId, statement_id: statementId },
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
