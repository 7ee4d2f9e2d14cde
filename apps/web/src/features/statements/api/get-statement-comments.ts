import { useInfiniteQuery } from '@tanstack/react-query';
import { type Statement, type StatementComment, statementCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { type DetailPages, detailPagesOptions } from '@/lib/detail-pages';
import { statementQueryKey } from './get-statement';

export type StatementCommentPages = DetailPages<StatementComment>;

/** Under the detail's key, so whatever refreshes the detail refreshes its comments too. */
export const statementCommentsQueryKey = (id: number) =>
  [...statementQueryKey(id), 'comments'] as const;

export function getStatementComments(id: number, cursor: string | null, signal?: AbortSignal) {
  return call(statementCalls.comments, {
    params: { id },
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

/** The detail's comments page by page, newest first, from the page the detail came with. */
export const statementCommentsQueryOptions = (statement: Statement, loadedAt: number) =>
  detailPagesOptions({
    queryKey: statementCommentsQueryKey(statement.id),
    first: {
      data: statement.comments,
      total: statement.comment_count,
      next_cursor: statement.comments_next_cursor,
    },
    loadedAt,
    fetchPage: (cursor, signal) => getStatementComments(statement.id, cursor, signal),
  });

export function useStatementComments(statement: Statement, loadedAt: number) {
  return useInfiniteQuery(statementCommentsQueryOptions(statement, loadedAt));
}
