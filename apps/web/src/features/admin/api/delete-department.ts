import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { refreshAfterDepartmentChange } from './get-departments';

/**
 * DELETE /api/auth/admin/departments/{id} (role 1), with why; `handOverTo` takes the
 * statements it is in charge of (the server refuses without it while there are any).
 */
export function deleteDepartment({
  departmentId,
  reason,
  handOverTo,
}: {
  departmentId: number;
  reason: string;
  handOverTo: number | null;
}) {
  return call(departmentCalls.remove, {
    params: { id: departmentId },
    body: { reason, ...(handOverTo !== null && { hand_over_to: handOverTo }) },
  });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    onSuccess: () => refreshAfterDepartmentChange(queryClient),
  });
}
