import { and, count, eq, ne, type SQLWrapper } from 'drizzle-orm';
import {
  STATEMENT_PAGE_SIZE,
  type MyStatement,
  type SignedInViewer,
  type StatementSort,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { statementFollows, statements } from '../../db/schema.ts';
import { visibleTo } from '../../db/visibility.ts';
import type { RequestFacts } from '../../i18n/format.ts';
import { presentStatements } from './present.ts';
import { orderBy, pageCount, pageOf, type PageRequest } from './statement-rows.ts';

/**
 * The viewer's own statements, each with its agree count under SPEC's `agree`; their hidden
 * ones too, marked with why.
 */
export async function listMyStatements(
  db: Database,
  storage: Storage,
  viewer: SignedInViewer,
  facts: RequestFacts,
  { offset, sortBy }: PageRequest,
): Promise<{ data: MyStatement[]; totalPage: number }> {
  const mine = eq(statements.userId, viewer.id);
  const ids = db
    .select({ id: statements.id })
    .from(statements)
    .where(mine)
    .orderBy(...orderBy(sortBy, statements))
    .limit(STATEMENT_PAGE_SIZE)
    .offset(offset);
  const total = db.select({ total: count() }).from(statements).where(mine);
  return myListPage(db, storage, viewer, facts, sortBy, ids, total);
}

/**
 * The statements the viewer follows but did not write (issue 16), as their own list answers
 * them; one that was hidden meanwhile leaves the list (the viewer may not open it).
 */
export async function listFollowedStatements(
  db: Database,
  storage: Storage,
  viewer: SignedInViewer,
  facts: RequestFacts,
  { offset, sortBy }: PageRequest,
): Promise<{ data: MyStatement[]; totalPage: number }> {
  const followed = and(
    eq(statementFollows.userId, viewer.id),
    ne(statements.userId, viewer.id),
    visibleTo(statements, viewer),
  );
  const ids = db
    .select({ id: statements.id })
    .from(statements)
    .innerJoin(statementFollows, eq(statementFollows.statementId, statements.id))
    .where(followed)
    .orderBy(...orderBy(sortBy, statements))
    .limit(STATEMENT_PAGE_SIZE)
    .offset(offset);
  const total = db
    .select({ total: count() })
    .from(statements)
    .innerJoin(statementFollows, eq(statementFollows.statementId, statements.id))
    .where(followed);
  return myListPage(db, storage, viewer, facts, sortBy, ids, total);
}

/**
 * A page of one of the viewer's own lists from the query of its ids and of its total, each with
 * its agree count under SPEC's `agree` as well.
 */
async function myListPage(
  db: Database,
  storage: Storage,
  viewer: SignedInViewer,
  facts: RequestFacts,
  sortBy: StatementSort,
  ids: SQLWrapper,
  total: PromiseLike<{ total: number }[]>,
): Promise<{ data: MyStatement[]; totalPage: number }> {
  const [rows, [counted]] = await Promise.all([pageOf(db, ids, sortBy), total]);
  const data = await presentStatements(db, storage, viewer, facts, rows);
  return {
    data: data.map((item) => ({ ...item, agree: item.agree_count })),
    totalPage: pageCount(counted?.total),
  };
}
