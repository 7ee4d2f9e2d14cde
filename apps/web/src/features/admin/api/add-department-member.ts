import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { departmentsQueryKey } from './get-departments';

/** POST /api/auth/admin/departments/{id}/members (role 1). */
export function addDepartmentMember({
  departmentId,
  userId,
}: {
  departmentId: number;
  userId: number;
}) {
  return call(departmentCalls.addMember, {
    params: { id: departmentId },
    body: { user_id: userId },
  });
}

export function useAddDepartmentMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDepartmentMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
