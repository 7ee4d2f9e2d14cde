import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DepartmentBody, departmentResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './get-departments';

/** POST /api/auth/admin/departments (role 1). */
export function createDepartment(body: DepartmentBody) {
  return api.post('/api/auth/admin/departments', body, {
    schema: import.meta.env.DEV && departmentResponseSchema,
  });
}

/** The departments and the dashboard, which lists every department, load again. */
export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
