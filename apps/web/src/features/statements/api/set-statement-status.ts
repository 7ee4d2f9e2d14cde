import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StatementStatusBody, statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { statementListsQueryKey } from './get-statements';
import { refreshMap, updateStatement } from './statement-cache';

/** The status with the official answer (role 1, or staff of the department in charge). */
export function setStatementStatus({ id, ...body }: StatementStatusBody & { id: number }) {
  return call(statementCalls.setStatus, { params: { id }, body });
}

export function useSetStatementStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStatementStatus,
    onSuccess: ({ data }) => {
      // The fields that changed, in place; lists filtered by status then ask again, and the
      // map and the events' pages, which show statuses too, load again.
      updateStatement(queryClient, data.id, (statement, copy) => ({
        ...statement,
        status: data.status,
        answer: data.answer,
        answered_by: data.answered_by,
        answered_at: data.answered_at,
        ...(copy === 'detail' && { timeline: data.timeline }),
      }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: statementListsQueryKey, refetchType: 'none' }),
        refreshMap(queryClient),
        queryClient.invalidateQueries({ queryKey: queryRoots.events }),
      ]);
    },
  });
}
