/**
 * The plain list: every statement, or one category's, maybe of some statuses, in one of SPEC's
 * sorts — read from their own indexes, with the page count from statement_totals.
 */
import { and, count, eq, inArray, not, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { STATEMENT_PAGE_SIZE, type StatementStatus } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import {
  masterCategories,
  statementCategories,
  statements,
  statementTotals,
} from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';
import { perTurn } from '../../db/per-turn.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { invalid } from '../../errors.ts';
import { statementMessages } from './messages.ts';
import type { StatementRow } from './present.ts';
import { orderBy, pageOf, type PageRequest, type SortKeys } from './statement-rows.ts';

const categoryKeys: SortKeys = {
  agreeCount: statementCategories.agreeCount,
  commentCount: statementCategories.commentCount,
  createdAt: statementCategories.createdAt,
  id: statementCategories.statementId,
};

/** Which of the categories lists ask for during one turn exist: one query for them all. */
const categoriesExisting = perTurn(async (db, ids: number[]) => {
  const found = await existingCategoriesQuery(db).execute({ ids });
  const existing = new Set(found.map((row) => row.id));
  return ids.map((id) => existing.has(id));
});
const existingCategoriesQuery = preparedQuery((db) =>
  db
    .select({ id: masterCategories.id })
    .from(masterCategories)
    .where(sql`${masterCategories.id} = any(${sql.placeholder('ids')})`)
    .prepare('existing_categories'),
);

export async function assertCategoryExists(db: Database, id: number) {
  if (!(await categoriesExisting(db, id))) {
    throw invalid({ category: [statementMessages.unknownCategory] });
  }
}

export type ListRequest = PageRequest & {
  category?: number | undefined;
  status?: StatementStatus[] | undefined;
};

/** A list request whose offset and category a prepared query fills in. */
type PreparedListRequest = Omit<ListRequest, 'offset' | 'category'> & {
  offset: number | Placeholder;
  category?: number | Placeholder | undefined;
};

/** The statements of one or several statuses (decision 013: filtered, not pre-counted). */
const statusIs = (db: Database, status: StatementStatus[] | undefined, id: AnyPgColumn) =>
  status === undefined
    ? undefined
    : inArray(
        id,
        db
          .select({ id: statements.id })
          .from(statements)
          .where(and(notHidden(statements), inArray(statements.status, status))),
      );

/** A category's visible statements, of those statuses if given, by its own rows. */
const inCategory = (
  db: Database,
  category: number | Placeholder,
  status: StatementStatus[] | undefined,
) =>
  and(
    eq(statementCategories.categoryId, category),
    not(statementCategories.hidden),
    statusIs(db, status, statementCategories.statementId),
  );

/**
 * The ids of one page of every statement, or of one category's through its own indexes; hidden
 * statements are not in those (partial) indexes' range.
 */
function pageIds(db: Database, { offset, sortBy, category, status }: PreparedListRequest) {
  const ids =
    category === undefined
      ? db
          .select({ id: statements.id })
          .from(statements)
          .where(
            and(
              notHidden(statements),
              status === undefined ? undefined : inArray(statements.status, status),
            ),
          )
          .orderBy(...orderBy(sortBy, statements))
      : db
          .select({ id: statementCategories.statementId })
          .from(statementCategories)
          .where(inCategory(db, category, status))
          .orderBy(...orderBy(sortBy, categoryKeys));
  return ids.limit(STATEMENT_PAGE_SIZE).offset(offset);
}

/**
 * A page of the plain list, without a status: most of a crowd's lists, so prepared once per sort
 * with a category or without (drizzle builds the SQL once, PostgreSQL plans it once per
 * connection; planning was about half of such a page's database time).
 */
const plainPageQueries = new Map<string, (db: Database) => PlainPageQuery>();
type PlainPageQuery = {
  execute: (values: { offset: number; category: number | undefined }) => Promise<StatementRow[]>;
};

function plainPage(db: Database, { sortBy, category, offset }: ListRequest) {
  const shape = `${sortBy}_${category === undefined ? 'all' : 'category'}`;
  let query = plainPageQueries.get(shape);
  if (!query) {
    const page = { sortBy, offset: sql.placeholder('offset') };
    query = preparedQuery((db) =>
      pageOf(
        db,
        pageIds(
          db,
          category === undefined ? page : { ...page, category: sql.placeholder('category') },
        ),
        sortBy,
      ).prepare(`statement_page_${shape}`),
    );
    plainPageQueries.set(shape, query);
  }
  return query(db).execute({ offset, category });
}

/** The counts of the plain lists asked for during one turn, by category (0: all), at once. */
const plainTotal = perTurn(async (db, categories: number[]) => {
  const rows = await plainTotalsQuery(db).execute({ categories });
  const byCategory = new Map(rows.map((row) => [row.categoryId, row.total]));
  return categories.map((category) => byCategory.get(category));
});
const plainTotalsQuery = preparedQuery((db) =>
  db
    .select({ categoryId: statementTotals.categoryId, total: statementTotals.total })
    .from(statementTotals)
    .where(sql`${statementTotals.categoryId} = any(${sql.placeholder('categories')})`)
    .prepare('plain_list_totals'),
);

/**
 * How many statements the list holds: kept by triggers without a status (row 0 counts every
 * visible statement, schema.ts statementTotals), counted with one.
 */
export async function listTotal(
  db: Database,
  { category, status }: Pick<ListRequest, 'category' | 'status'>,
) {
  if (status === undefined) return plainTotal(db, category ?? 0);
  const [counted] =
    category === undefined
      ? await db
          .select({ total: count() })
          .from(statements)
          .where(and(notHidden(statements), inArray(statements.status, status)))
      : await db
          .select({ total: count() })
          .from(statementCategories)
          .where(inCategory(db, category, status));
  return counted?.total;
}

/** One page of the plain list and how many statements it holds. */
export async function plainListPage(db: Database, request: ListRequest) {
  const [rows, total] = await Promise.all([
    request.status === undefined
      ? plainPage(db, request)
      : pageOf(db, pageIds(db, request), request.sortBy),
    listTotal(db, request),
  ]);
  return { rows, total };
}
