import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DepartmentBody, departmentCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { adminQueryKey } from './get-departments';

/** POST /api/auth/admin/departments (role 1). */
export function createDepartment(body: DepartmentBody) {
  return call(departmentCalls.create, { body });
}

/** The departments and the dashboard, which lists every department, load again. */
export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
