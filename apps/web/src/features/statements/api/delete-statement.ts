import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { refreshMap, removeStatement } from './statement-cache';

export function deleteStatement(id: number) {
  return call(statementCalls.remove, { params: { id } });
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
