import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
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
  return call(departmentCalls.rename, {
    params: { id: departmentId },
    body: { name, reason },
  });
}

export function useRenameDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDepartment,
    onSuccess: () => refreshAfterDepartmentChange(queryClient),
  });
}
