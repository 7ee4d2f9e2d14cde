import { queryOptions, useQuery } from '@tanstack/react-query';
import { myStatementsResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/**
 * The caller's latest statements that carry an amount: what they may enter into a budget.
 * GET /api/auth/user/statements, first page (the newest ten).
 */
export const myPricedStatementsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.statements, 'mine', 'priced'],
    queryFn: async ({ signal }) =>
      (
        await api.get('/api/auth/user/statements', {
          query: { sortBy: 'created_at_desc', offset: 0 },
          schema: import.meta.env.DEV && myStatementsResponseSchema,
          signal,
        })
      ).data.filter((statement) => statement.money !== null),
  });

export function useMyPricedStatements(enabled: boolean) {
  return useQuery({ ...myPricedStatementsQueryOptions(), enabled });
}
