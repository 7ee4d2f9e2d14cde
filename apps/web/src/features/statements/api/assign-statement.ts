import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { statementListsQueryKey } from './get-statements';
import { updateStatement } from './statement-cache';

/** Hands the statement to another department. */
export function assignStatement({ id, departmentId }: { id: number; departmentId: number }) {
  return call(statementCalls.assign, { params: { id }, body: { department_id: departmentId } });
}

export function useAssignStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignStatement,
    onSuccess: ({ data }) => {
      // Its department everywhere, its timeline in the detail; lists filtered by department
      // then ask again.
      updateStatement(queryClient, data.id, (statement, copy) => ({
        ...statement,
        department: data.department,
        ...(copy === 'detail' && { timeline: data.timeline }),
      }));
      return queryClient.invalidateQueries({
        queryKey: statementListsQueryKey,
        refetchType: 'none',
      });
    },
  });
}
