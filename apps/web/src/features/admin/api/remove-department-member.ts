import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { departmentsQueryKey } from './get-departments';

/** DELETE /api/auth/admin/departments/{id}/members/{user_id} (role 1). */
export function removeDepartmentMember({
  departmentId,
  userId,
}: {
  departmentId: number;
  userId: number;
}) {
  return api.delete(`/api/auth/admin/departments/${departmentId}/members/${userId}`, {
    schema: import.meta.env.DEV && departmentResponseSchema,
  });
}

export function useRemoveDepartmentMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDepartmentMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
