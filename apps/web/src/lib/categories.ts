import { queryOptions, useQuery } from '@tanstack/react-query';
import { mcategoriesResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';

export async function getCategories(signal?: AbortSignal) {
  const { data } = await api.get('/api/mcategories', {
    schema: import.meta.env.DEV && mcategoriesResponseSchema,
    signal,
  });
  return data;
}

/** Category names come in the interface language, which only changes with a page reload. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['mcategories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Infinity,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
