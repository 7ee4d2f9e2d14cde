import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';

export async function getCategories(signal?: AbortSignal) {
  const { data } = await call(categoryCalls.list, { signal });
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
