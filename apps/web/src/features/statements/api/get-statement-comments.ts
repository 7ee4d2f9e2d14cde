import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  type Statement,
  type StatementCommentPage,
  statementCommentPageSchema,
} from '@iagree/contract';
import { api } from '@/lib/api-client';
import { statementQueryKey } from './get-statement';

export type StatementCommentPages = InfiniteData<StatementCommentPage, string | null>;

/** Under the detail's key, so whatever refreshes the detail refreshes its comments too. */
export const statementCommentsQueryKey = (id: number) =>
  [...statementQueryKey(id), 'comments'] as const;

export function getStatementComments(id: number, cursor: string | null, signal?: AbortSignal) {
  return api.get(`/api/statements/${id}/comments`, {
    query: { cursor: cursor ?? undefined },
    schema: statementCommentPageSchema,
    signal,
  });
}

/**
 * The detail's comments page by page, newest first. The detail already carries the first
 * page, which starts the list, so opening the modal asks for no comment twice.
 */
export const statementCommentsQueryOptions = (statement: Statement, loadedAt: number) =>
  infiniteQueryOptions({
    queryKey: statementCommentsQueryKey(statement.id),
    queryFn: ({ pageParam, signal }) => getStatementComments(statement.id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    initialData: {
      pages: [
        {
          data: statement.comments,
          total: statement.comment_count,
          next_cursor: statement.comments_next_cursor,
        },
      ],
      pageParams: [null],
    },
    initialDataUpdatedAt: loadedAt,
    staleTime: 30_000,
  });

export function useStatementComments(statement: Statement, loadedAt: number) {
  return useInfiniteQuery(statementCommentsQueryOptions(statement, loadedAt));
}
