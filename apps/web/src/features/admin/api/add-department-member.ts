import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { departmentsQueryKey } from './get-departments';

/** POST /api/auth/admin/departments/{id}/members (role 1). */
export function addDepartmentMember({
  departmentId,
  userId,
}: {
  departmentId: number;
  userId: number;
}) {
  return api.post(
    `/api/auth/admin/departments/${departmentId}/members`,
    { user_id: userId },
    { schema: import.meta.env.DEV && departmentResponseSchema },
  );
}

export function useAddDepartmentMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDepartmentMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryKey }),
  });
}
