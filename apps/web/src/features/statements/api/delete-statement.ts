import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementDeletedResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { refreshMap, removeStatement } from './statement-cache';

export function deleteStatement(id: number) {
  return api.post(`/api/auth/user/statements/delete/${id}`, undefined, {
    schema: import.meta.env.DEV && statementDeletedResponseSchema,
  });
}

export function useDeleteStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStatement,
    onSuccess: (_data, id) => {
      removeStatement(queryClient, id);
      return refreshMap(queryClient);
    },
  });
}
