import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Statement, StatementSort } from '@iagree/contract';
import { makeStatement } from '@/testing/statement-factory';
import { statementQueryKey } from './get-statement';
import {
  type StatementFilter,
  statementListQueryKey,
  type StatementPages,
  statementsOf,
} from './get-statements';
import {
  insertStatement,
  newStatementPosition,
  removeStatement,
  updateStatement,
} from './statement-cache';

const pagesOf = (...pages: Statement[][]): StatementPages => ({
  pages: pages.map((data) => ({ data, totalPage: 5 })),
  pageParams: pages.map((_, index) => index * 10),
});

function cacheWith(lists: Array<[StatementFilter, StatementPages]>) {
  const queryClient = new QueryClient();
  for (const [filter, pages] of lists) {
    queryClient.setQueryData(statementListQueryKey(filter), pages);
  }
  return queryClient;
}

const ids = (queryClient: QueryClient, filter: StatementFilter) =>
  statementsOf(queryClient.getQueryData<StatementPages>(statementListQueryKey(filter))).map(
    (statement) => statement.id,
  );

describe('statement cache', () => {
  const a = makeStatement({ id: 1 });
  const b = makeStatement({ id: 2 });
  const c = makeStatement({ id: 3 });

  it.each<[StatementSort, 'start' | 'end']>([
    ['created_at_desc', 'start'],
    ['agree_asc', 'start'],
    ['comment_asc', 'start'],
    ['created_at_asc', 'end'],
    ['agree_desc', 'end'],
    ['comment_desc', 'end'],
  ])('puts a new statement at the %s list’s %s (SPEC §4)', (sortBy, position) => {
    expect(newStatementPosition(sortBy)).toBe(position);
    const filter = { sortBy, category: null, status: [] };
    const queryClient = cacheWith([[filter, pagesOf([a, b], [c])]]);

    void insertStatement(queryClient, makeStatement({ id: 9 }));

    expect(ids(queryClient, filter)).toEqual(position === 'start' ? [9, 1, 2, 3] : [1, 2, 3, 9]);
  });

  it('adds a new statement only to the lists of its categories, and marks lists stale', () => {
    const all = { sortBy: 'created_at_desc' as const, category: null, status: [] };
    const parks = { sortBy: 'created_at_desc' as const, category: 5, status: [] };
    const roads = { sortBy: 'created_at_desc' as const, category: 6, status: [] };
    const queryClient = cacheWith([
      [all, pagesOf([a])],
      [parks, pagesOf([b])],
      [roads, pagesOf([c])],
    ]);

    void insertStatement(
      queryClient,
      makeStatement({ id: 9, categories: [{ id: 5, category: '公園' }] }),
    );

    expect(ids(queryClient, all)).toEqual([9, 1]);
    expect(ids(queryClient, parks)).toEqual([9, 2]);
    expect(ids(queryClient, roads)).toEqual([3]);
    expect(queryClient.getQueryState(statementListQueryKey(all))?.isInvalidated).toBe(true);
  });

  it('adds a new statement only to the lists of its status (all statuses when none is picked)', () => {
    const all = { sortBy: 'created_at_desc' as const, category: null, status: [] };
    const open = { sortBy: 'created_at_desc' as const, category: null, status: ['open' as const] };
    const done = { sortBy: 'created_at_desc' as const, category: null, status: ['done' as const] };
    const queryClient = cacheWith([
      [all, pagesOf([a])],
      [open, pagesOf([b])],
      [done, pagesOf([c])],
    ]);

    void insertStatement(queryClient, makeStatement({ id: 9, status: 'open' }));

    expect(ids(queryClient, all)).toEqual([9, 1]);
    expect(ids(queryClient, open)).toEqual([9, 2]);
    expect(ids(queryClient, done)).toEqual([3]);
  });

  const byAgree = { sortBy: 'agree_desc' as const, category: null, status: [] };
  const byDate = { sortBy: 'created_at_desc' as const, category: null, status: [] };

  /** Statement 2 in two lists (on page 2 of the second) and open in its detail. */
  function twoListsAndADetail() {
    const queryClient = cacheWith([
      [byAgree, pagesOf([a, b])],
      [byDate, pagesOf([c], [b])],
    ]);
    queryClient.setQueryData(statementQueryKey(2), b);
    return queryClient;
  }

  it('changes a statement in every list and in its detail at once', () => {
    const queryClient = twoListsAndADetail();

    updateStatement(queryClient, 2, (statement) => ({ ...statement, title: '新しいタイトル' }));

    const titleIn = (filter: StatementFilter) =>
      statementsOf(queryClient.getQueryData(statementListQueryKey(filter))).find((s) => s.id === 2)
        ?.title;
    expect(titleIn(byAgree)).toBe('新しいタイトル');
    expect(titleIn(byDate)).toBe('新しいタイトル');
    expect(queryClient.getQueryData<Statement>(statementQueryKey(2))?.title).toBe('新しいタイトル');
    expect(ids(queryClient, byAgree)).toEqual([1, 2]);
  });

  it('removes a deleted statement from every list and forgets its detail', () => {
    const queryClient = twoListsAndADetail();

    removeStatement(queryClient, 2);

    expect(ids(queryClient, byAgree)).toEqual([1]);
    expect(ids(queryClient, byDate)).toEqual([3]);
    expect(queryClient.getQueryData(statementQueryKey(2))).toBeUndefined();
  });

  it('shows each statement once when a later page repeats one', () => {
    expect(statementsOf(pagesOf([a, b], [b, c])).map((s) => s.id)).toEqual([1, 2, 3]);
  });
});
