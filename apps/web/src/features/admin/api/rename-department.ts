import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentResponseSchema } from '@iagree/contract';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterDepartmentChange } from './get-departments';

/** PATCH /api/auth/admin/departments/{id} (role 1): a new name, and why. */
export function renameDepartment({
  departmentId,
  name,
  reason,
}: {
  departmentId: number;
  name: string;
  reason: string;
}) {
  return apiRequest(`/api/auth/admin/departments/${departmentId}`, {
    method: 'PATCH',
    body: { name, reason },
    schema: import.meta.env.DEV && departmentResponseSchema,
  });
}

export function useRenameDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDepartment,
    onSuccess: () => refreshAfterDepartmentChange(queryClient),
  });
}
