import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { statementListsQueryKey } from './get-statements';
import { updateStatement } from './statement-cache';

/** POST /api/auth/statements/{id}/assign: hands the statement to another department. */
export function assignStatement({ id, departmentId }: { id: number; departmentId: number }) {
  return api.post(
    `/api/auth/statements/${id}/assign`,
    { department_id: departmentId },
    { schema: import.meta.env.DEV && statementResponseSchema },
  );
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
