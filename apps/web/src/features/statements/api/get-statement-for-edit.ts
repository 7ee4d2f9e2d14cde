import { queryOptions, useQuery } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { statementsQueryKey } from './get-statements';

export const statementForEditQueryKey = (id: number) =>
  [...statementsQueryKey, 'edit', id] as const;

/** The owner's copy to fill the edit form. */
export async function getStatementForEdit(id: number, signal?: AbortSignal) {
  const { data } = await call(statementCalls.forEdit, { params: { id }, signal });
  return data;
}

/** Always fresh: the form must start from what the server has now. */
export const statementForEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: statementForEditQueryKey(id),
    queryFn: ({ signal }) => getStatementForEdit(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useStatementForEdit(id: number) {
  return useQuery(statementForEditQueryOptions(id));
}
