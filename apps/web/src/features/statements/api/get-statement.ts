import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { statementListsQueryKey, type StatementPages, statementsQueryKey } from './get-statements';

export const statementQueryKey = (id: number) => [...statementsQueryKey, 'detail', id] as const;

export async function getStatement(id: number, signal?: AbortSignal) {
  const { data } = await call(statementCalls.detail, { params: { id }, signal });
  return data;
}

export const statementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: statementQueryKey(id),
    queryFn: ({ signal }) => getStatement(id, signal),
  });

/**
 * The detail; while it loads, the list's copy (with its latest comments) shows at once, with
 * no timeline: the detail shows that once its own answer is in.
 */
export function useStatement(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...statementQueryOptions(id),
    placeholderData: () => {
      const listed = queryClient
        .getQueriesData<StatementPages>({ queryKey: statementListsQueryKey })
        .flatMap(([, pages]) => pages?.pages ?? [])
        .flatMap((page) => page.data)
        .find((statement) => statement.id === id);
      return listed && { ...listed, timeline: [] };
    },
  });
}
