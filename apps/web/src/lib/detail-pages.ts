import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** A page of a list inside a detail (packages/contract `pageOf`). */
export interface DetailPage<Item> {
  data: Item[];
  total: number;
  next_cursor: string | null;
}

export type DetailPages<Item> = InfiniteData<DetailPage<Item>, string | null>;

/**
 * A list inside a detail, page by page from its cursors. The detail carries the first page,
 * loaded at `loadedAt`, which starts the list, so showing it asks for nothing twice.
 */
export function detailPagesOptions<Item, Key extends QueryKey>({
  queryKey,
  first,
  loadedAt,
  fetchPage,
}: {
  queryKey: Key;
  first: DetailPage<Item>;
  loadedAt: number;
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<DetailPage<Item>>;
}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    initialData: { pages: [first], pageParams: [null] },
    initialDataUpdatedAt: loadedAt,
    staleTime: 30_000,
  });
}
