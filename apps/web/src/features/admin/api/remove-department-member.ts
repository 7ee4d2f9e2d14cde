import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { departmentsQueryKey } from './get-departments';

/** DELETE /api/auth/admin/departments/{id}/members/{user_id} (role 1). */
export function removeDepartmentMember({
  departmentId,
  userId,
}: {
  departmentId: number;
  userId: number;
}) {
  return call(departmentCalls.removeMember, { params: { id: departmentId, user_id: userId } });
}

export function useRemoveDepartmentMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDepartmentMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
