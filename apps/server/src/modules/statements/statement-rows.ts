import { asc, desc, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import { STATEMENT_PAGE_SIZE, type StatementSort } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { departments, events, statements, users } from '../../db/schema.ts';
import { answerers, statementColumns } from './present.ts';

/** The columns a sort reads: the statement's own, or their copies on its category rows. */
export interface SortKeys {
  agreeCount: AnyPgColumn;
  commentCount: AnyPgColumn;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * SPEC §3's sorts. Each ties on the newest first, then the id, and matches one index of
 * schema.ts (on statements, and per category on statement_categories), so a page is a range
 * of one index and pages never overlap or skip.
 */
export function orderBy(sortBy: StatementSort, keys: SortKeys): SQL[] {
  const newestFirst = [desc(keys.createdAt), desc(keys.id)];
  switch (sortBy) {
    case 'agree_desc':
      return [desc(keys.agreeCount), ...newestFirst];
    case 'agree_asc':
      return [asc(keys.agreeCount), ...newestFirst];
    case 'comment_desc':
      return [desc(keys.commentCount), ...newestFirst];
    case 'comment_asc':
      return [asc(keys.commentCount), ...newestFirst];
    case 'created_at_desc':
      return newestFirst;
    case 'created_at_asc':
      return [asc(keys.createdAt), asc(keys.id)];
  }
}

/** Statement rows joined to what they show; `extra` columns read more in the same row. */
export const selectStatements = <Extra extends SelectedFields>(db: Database, extra?: Extra) =>
  db
    .select({ ...statementColumns, ...(extra as Extra) })
    .from(statements)
    .innerJoin(users, eq(users.id, statements.userId))
    .leftJoin(events, eq(events.id, statements.eventId))
    .leftJoin(answerers, eq(answerers.id, statements.answeredBy))
    .leftJoin(departments, eq(departments.id, statements.departmentId));

/** How many pages of `STATEMENT_PAGE_SIZE` hold `total` statements. */
export const pageCount = (total: number | undefined) =>
  Math.ceil((total ?? 0) / STATEMENT_PAGE_SIZE);

export interface PageRequest {
  offset: number;
  sortBy: StatementSort;
}

/**
 * The statements of one page. `ids` picks the page's ids from an index alone, however deep
 * the offset; only those ten rows are then read and joined to their authors and events.
 */
export const pageOf = (db: Database, ids: SQLWrapper, sortBy: StatementSort) =>
  selectStatements(db)
    .where(inArray(statements.id, ids))
    .orderBy(...orderBy(sortBy, statements));
