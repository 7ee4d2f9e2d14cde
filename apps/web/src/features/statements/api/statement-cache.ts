import type { QueryClient } from '@tanstack/react-query';
import { listHolds, type ListSort, type Statement, type StatementComment } from '@iagree/contract';
import { queryRoots } from '@/lib/query-keys';
import { statementQueryKey } from './get-statement';
import { type StatementCommentPages, statementCommentsQueryKey } from './get-statement-comments';
import { statementForEditQueryKey } from './get-statement-for-edit';
import {
  type StatementFilter,
  statementListsQueryKey,
  type StatementPages,
  statementsQueryKey,
} from './get-statements';

/** Where a copy of a statement lives: a list item carries the latest comments, a detail all. */
export type StatementCopy = 'list' | 'detail';

type Update = (statement: Statement, copy: StatementCopy) => Statement;

const mapPages = (
  pages: StatementPages,
  change: (rows: Statement[], index: number) => Statement[],
): StatementPages => ({
  ...pages,
  pages: pages.pages.map((page, index) => ({ ...page, data: change(page.data, index) })),
});

/** Changes one statement in every list and in its detail at once (SPEC §4). */
export function updateStatement(queryClient: QueryClient, id: number, update: Update) {
  queryClient.setQueriesData<StatementPages>({ queryKey: statementListsQueryKey }, (pages) =>
    pages
      ? mapPages(pages, (rows) => rows.map((row) => (row.id === id ? update(row, 'list') : row)))
      : pages,
  );
  queryClient.setQueryData<Statement>(statementQueryKey(id), (statement) =>
    statement ? update(statement, 'detail') : statement,
  );
}

/** Changes the detail's loaded comment pages (page 0 is the newest) and sets their total. */
export function updateCommentPages(
  queryClient: QueryClient,
  id: number,
  total: number,
  change: (comments: StatementComment[], index: number) => StatementComment[],
) {
  queryClient.setQueryData<StatementCommentPages>(statementCommentsQueryKey(id), (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page, index) => ({
            ...page,
            total,
            data: change(page.data, index),
          })),
        }
      : pages,
  );
}

/** The first cached copy of a statement, to remember how it was before a change. */
export function findStatement(queryClient: QueryClient, id: number): Statement | undefined {
  return (
    queryClient.getQueryData<Statement>(statementQueryKey(id)) ??
    queryClient
      .getQueriesData<StatementPages>({ queryKey: statementListsQueryKey })
      .flatMap(([, pages]) => pages?.pages ?? [])
      .flatMap((page) => page.data)
      .find((row) => row.id === id)
  );
}

/** SPEC §4: a new statement goes first for these sorts and last for the others. */
const SORTS_THAT_START_WITH_NEW: readonly ListSort[] = [
  'created_at_desc',
  'agree_asc',
  'comment_asc',
];

export function newStatementPosition(sort: ListSort): 'start' | 'end' {
  return SORTS_THAT_START_WITH_NEW.includes(sort) ? 'start' : 'end';
}

/** Whether a list filtered so surely holds the statement (a keyword's list only goes stale). */
const surelyIn = (filter: StatementFilter, statement: Statement) =>
  listHolds(
    {
      category: filter.category ?? undefined,
      status: filter.status,
      user_id: filter.userId,
      department: filter.department,
      keyword: filter.keyword,
    },
    statement,
  ) === true;

/**
 * Puts a new statement into every loaded list it belongs in, where SPEC §4 says, and marks
 * the lists stale without reloading them now: a reload would move it out of the pages shown.
 */
export function insertStatement(queryClient: QueryClient, statement: Statement) {
  for (const [queryKey, pages] of queryClient.getQueriesData<StatementPages>({
    queryKey: statementListsQueryKey,
  })) {
    const filter = queryKey[2] as StatementFilter | undefined;
    if (!pages || !filter || !surelyIn(filter, statement)) continue;
    const last = pages.pages.length - 1;
    const atStart = newStatementPosition(filter.sortBy) === 'start';
    queryClient.setQueryData<StatementPages>(
      queryKey,
      mapPages(pages, (rows, index) => {
        if (atStart && index === 0) return [statement, ...rows];
        if (!atStart && index === last) return [...rows, statement];
        return rows;
      }),
    );
  }
  return queryClient.invalidateQueries({ queryKey: statementListsQueryKey, refetchType: 'none' });
}

/** SPEC §4: a deleted statement leaves every list, and its detail is forgotten. */
export function removeStatement(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<StatementPages>({ queryKey: statementListsQueryKey }, (pages) =>
    pages ? mapPages(pages, (rows) => rows.filter((row) => row.id !== id)) : pages,
  );
  queryClient.removeQueries({ queryKey: statementQueryKey(id) });
  queryClient.removeQueries({ queryKey: statementForEditQueryKey(id) });
}

/** Waits for running reads of statements, so that none lands over an optimistic change. */
export const cancelStatementReads = (queryClient: QueryClient) =>
  queryClient.cancelQueries({ queryKey: statementsQueryKey });

/** The map shows counts, places and titles of statements too; it reloads what it shows. */
export const refreshMap = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryRoots.map });
