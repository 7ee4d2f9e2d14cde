import { and, asc, count, desc, eq, exists, type SQL } from 'drizzle-orm';
import {
  STATEMENT_PAGE_SIZE,
  type MyStatement,
  type Statement,
  type StatementSort,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import {
  events,
  masterCategories,
  statementCategories,
  statements,
  users,
} from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { statementMessages } from './messages.ts';
import { presentStatements, statementColumns, type Viewer } from './present.ts';

/**
 * SPEC §3's sorts. Each ties on the newest first, then the id, and matches one index of
 * schema.ts, so a page is an index range scan and pages never overlap or skip.
 */
const ORDER: Record<StatementSort, SQL[]> = {
  agree_desc: [desc(statements.agreeCount), desc(statements.createdAt), desc(statements.id)],
  agree_asc: [asc(statements.agreeCount), desc(statements.createdAt), desc(statements.id)],
  comment_desc: [desc(statements.commentCount), desc(statements.createdAt), desc(statements.id)],
  comment_asc: [asc(statements.commentCount), desc(statements.createdAt), desc(statements.id)],
  created_at_desc: [desc(statements.createdAt), desc(statements.id)],
  created_at_asc: [asc(statements.createdAt), asc(statements.id)],
};

const selectStatements = (db: Database) =>
  db
    .select(statementColumns)
    .from(statements)
    .innerJoin(users, eq(users.id, statements.userId))
    .leftJoin(events, eq(events.id, statements.eventId));

export interface PageRequest {
  offset: number;
  sortBy: StatementSort;
}

/**
 * One page from `offset` and the number of pages. The count is its own query: folded into
 * the page (count(*) over ()) it would join and sort every row instead of reading ten.
 */
async function page(db: Database, where: SQL | undefined, { offset, sortBy }: PageRequest) {
  const [rows, [counted]] = await Promise.all([
    selectStatements(db)
      .where(where)
      .orderBy(...ORDER[sortBy])
      .limit(STATEMENT_PAGE_SIZE)
      .offset(offset),
    db.select({ value: count() }).from(statements).where(where),
  ]);
  return { rows, totalPage: Math.ceil((counted?.value ?? 0) / STATEMENT_PAGE_SIZE) };
}

async function assertCategoryExists(db: Database, id: number) {
  const [found] = await db
    .select({ id: masterCategories.id })
    .from(masterCategories)
    .where(eq(masterCategories.id, id));
  if (!found) throw invalid({ category: [statementMessages.unknownCategory] });
}

const inCategory = (db: Database, categoryId: number) =>
  exists(
    db
      .select({ id: statementCategories.statementId })
      .from(statementCategories)
      .where(
        and(
          eq(statementCategories.statementId, statements.id),
          eq(statementCategories.categoryId, categoryId),
        ),
      ),
  );

/** The ranked list of the home screen, optionally of one master category. */
export async function listStatements(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  query: PageRequest & { category?: number | undefined },
): Promise<{ data: Statement[]; totalPage: number }> {
  if (query.category !== undefined) await assertCategoryExists(db, query.category);
  const where = query.category === undefined ? undefined : inCategory(db, query.category);
  const { rows, totalPage } = await page(db, where, query);
  return { data: await presentStatements(db, storage, viewer, rows), totalPage };
}

/** The viewer's own statements, each with its agree count under SPEC's `agree`. */
export async function listMyStatements(
  db: Database,
  storage: Storage,
  viewer: Viewer & { userId: number },
  query: PageRequest,
): Promise<{ data: MyStatement[]; totalPage: number }> {
  const { rows, totalPage } = await page(db, eq(statements.userId, viewer.userId), query);
  const data = await presentStatements(db, storage, viewer, rows);
  return { data: data.map((item) => ({ ...item, agree: item.agree_count })), totalPage };
}

/** One statement with all its comments, or undefined. */
export async function getStatement(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  id: number,
): Promise<Statement | undefined> {
  const rows = await selectStatements(db).where(eq(statements.id, id));
  const [item] = await presentStatements(db, storage, viewer, rows, {
    allComments: true,
  });
  return item;
}
