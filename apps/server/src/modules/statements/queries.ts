import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  ne,
  not,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  STATEMENT_PAGE_SIZE,
  type MyStatement,
  type Statement,
  type StatementDetail,
  type StatementListQuery,
  type StatementSort,
  type StatementStatus,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import {
  departments,
  events,
  masterCategories,
  statementCategories,
  statementFollows,
  statements,
  statementTotals,
  users,
} from '../../db/schema.ts';
import { keywordOf, type Keyword } from '../../db/search.ts';
import { notHidden, viewerParams, visibleTo, visibleToViewer } from '../../db/visibility.ts';
import { perTurn } from '../../db/per-turn.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { invalid } from '../../errors.ts';
import { statementMessages } from './messages.ts';
import { countUpTo } from './count-up-to.ts';
import { knownToFindMany, rememberFindsMany } from './many-matches.ts';
import { nearbyIds } from './nearby.ts';
import {
  answerers,
  presentStatements,
  statementColumns,
  viewerKey,
  type StatementRow,
  type Viewer,
} from './present.ts';
import { timelinesOf } from './timeline.ts';
import { trendingPage } from './trending.ts';

/** The columns a sort reads: the statement's own, or their copies on its category rows. */
interface SortKeys {
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
function orderBy(sortBy: StatementSort, keys: SortKeys): SQL[] {
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

const categoryKeys: SortKeys = {
  agreeCount: statementCategories.agreeCount,
  commentCount: statementCategories.commentCount,
  createdAt: statementCategories.createdAt,
  id: statementCategories.statementId,
};

export const selectStatements = (db: Database) =>
  db
    .select(statementColumns)
    .from(statements)
    .innerJoin(users, eq(users.id, statements.userId))
    .leftJoin(events, eq(events.id, statements.eventId))
    .leftJoin(answerers, eq(answerers.id, statements.answeredBy))
    .leftJoin(departments, eq(departments.id, statements.departmentId));

export interface PageRequest {
  offset: number;
  sortBy: StatementSort;
}

/**
 * The statements of one page. `ids` picks the page's ids from an index alone, however deep
 * the offset; only those ten rows are then read and joined to their authors and events.
 */
const pageOf = (db: Database, ids: SQLWrapper, sortBy: StatementSort) =>
  selectStatements(db)
    .where(inArray(statements.id, ids))
    .orderBy(...orderBy(sortBy, statements));

const pages = (total: number | undefined) => Math.ceil((total ?? 0) / STATEMENT_PAGE_SIZE);

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

async function assertCategoryExists(db: Database, id: number) {
  if (!(await categoriesExisting(db, id))) {
    throw invalid({ category: [statementMessages.unknownCategory] });
  }
}

async function assertDepartmentExists(db: Database, id: number) {
  const [found] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, id));
  if (!found) throw invalid({ department: [statementMessages.unknownDepartment] });
}

type ListRequest = PageRequest & {
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
          .where(
            and(
              eq(statementCategories.categoryId, category),
              not(statementCategories.hidden),
              statusIs(db, status, statementCategories.statementId),
            ),
          )
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
async function listTotal(
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
          .where(
            and(
              eq(statementCategories.categoryId, category),
              not(statementCategories.hidden),
              statusIs(db, status, statementCategories.statementId),
            ),
          );
  return counted?.total;
}

/**
 * A search counts its matches up to this many: a first page stays fast however common the word
 * (decision 018), and more than a hundred pages of results ask for a narrower keyword.
 */
export const SEARCH_COUNT_LIMIT = 1000;

/** What narrows the list beyond the category and status indexes: an author, a keyword. */
export interface Narrowing {
  where: SQL;
  /** `where` but the keyword: what a part of the keyword's matches (the title's) adds it to. */
  filters: SQL;
  keyword: Keyword | undefined;
  /** Whether anything but visibility narrows the list. */
  narrowed: boolean;
}

/** Every condition of the list on `statements` itself (the category as a semi-join). */
function narrowingOf(db: Database, query: StatementListQuery): Narrowing {
  const keyword = keywordOf(query.keyword, statements.searchVector);
  const narrowed = [
    query.status === undefined ? undefined : inArray(statements.status, query.status),
    query.user_id === undefined ? undefined : eq(statements.userId, query.user_id),
    query.department === undefined ? undefined : eq(statements.departmentId, query.department),
    query.category === undefined
      ? undefined
      : exists(
          db
            .select({ id: statementCategories.statementId })
            .from(statementCategories)
            .where(
              and(
                eq(statementCategories.statementId, statements.id),
                eq(statementCategories.categoryId, query.category),
              ),
            ),
        ),
  ].filter((condition) => condition !== undefined);
  const filters = and(notHidden(statements), ...narrowed) as SQL;
  return {
    where: and(filters, keyword?.anywhere) as SQL,
    filters,
    keyword,
    narrowed: narrowed.length > 0 || keyword !== undefined,
  };
}

/** Whether a list holds only some statements (a keyword, a category, a status, …). */
export const narrowsList = (db: Database, query: StatementListQuery) =>
  narrowingOf(db, query).narrowed;

/**
 * Which of `ids` a list holds: an agree moving one of the others across its page leaves it as
 * it is (decision 042).
 */
export async function heldIn(db: Database, query: StatementListQuery, ids: number[]) {
  const { where } = narrowingOf(db, query);
  return idsOf(
    await db
      .select({ id: statements.id })
      .from(statements)
      .where(and(where, inArray(statements.id, ids))),
  );
}

/** How many statements a narrowed list holds: a search's up to SEARCH_COUNT_LIMIT. */
export async function narrowedTotal(db: Database, { where, keyword }: Narrowing) {
  if (keyword) return countUpTo(db, where, SEARCH_COUNT_LIMIT);
  const [counted] = await db.select({ total: count() }).from(statements).where(where);
  return counted?.total ?? 0;
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * A page's ids; `mixesParts` when relevance put the title's matches and others on it. The
 * answer does not show which is which, and the answer cache needs to know (decision 038): on a
 * page of one part an agree moves statements as in the plain order by agrees.
 */
interface PageIds {
  ids: number[];
  mixesParts?: boolean;
}

/**
 * Relevance (decision 018): the statements with every term in their title first, then those
 * that have one only in their description; within each, most agreed, then newest. Each part is
 * read in the order of the agree index, so a common word's first page stops after ten rows.
 */
async function relevanceIds(
  db: Database,
  { where, filters }: Narrowing,
  keyword: Keyword,
  offset: number,
): Promise<PageIds> {
  const order = orderBy('agree_desc', statements);
  const titleMatch = keyword.foundIn(statements.titleVector);
  // Every term in the title is every term found: testing the whole vector as well would
  // decompress it for each title match (3,376 of them for "park": 89 ms instead of 9).
  const inTitle = and(filters, titleMatch) as SQL;
  const titled = idsOf(
    await db
      .select({ id: statements.id })
      .from(statements)
      .where(inTitle)
      .orderBy(...order)
      .limit(STATEMENT_PAGE_SIZE)
      .offset(offset),
  );
  if (titled.length === STATEMENT_PAGE_SIZE) return { ids: titled, mixesParts: false };
  const titledBefore = titled.length > 0 ? offset : await countUpTo(db, inTitle, offset);
  const rest = await db
    .select({ id: statements.id })
    .from(statements)
    .where(and(where, not(titleMatch)))
    .orderBy(...order)
    .limit(STATEMENT_PAGE_SIZE - titled.length)
    .offset(Math.max(0, offset - titledBefore));
  return { ids: [...titled, ...idsOf(rest)], mixesParts: titled.length > 0 && rest.length > 0 };
}

/**
 * A keyword's page when the keyword is found at most SEARCH_COUNT_LIMIT times — most words
 * people search for (a street, a landmark, a thing): its matches are read once through the
 * search index, then sorted among themselves, and their number is the total (issue 27). Walking
 * a sort's index for such a word checked every statement on the way: 17,300 rows and 869 ms
 * for 点字 on 1,000,000 statements, against 25 ms for its 684 matches. 'many' for a word found
 * more often, whose matches are dense along any index: its page walks the sort's index.
 */
async function fewMatchesPage(
  db: Database,
  { where, keyword }: Narrowing & { keyword: Keyword },
  { sortBy, offset }: StatementListQuery,
): Promise<(PageIds & { total: number }) | 'many'> {
  return db.transaction(async (tx) => {
    // The planner prices the per-row match of a sequential scan far below its cost (each row's
    // vector is read and decompressed): for a common word it scanned 14,000 rows, 100 ms, where
    // the search index finds its first thousand in a few. Only this transaction is told so.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const matches = tx
      .select({
        id: statements.id,
        agreeCount: statements.agreeCount,
        commentCount: statements.commentCount,
        createdAt: statements.createdAt,
        inTitle: sql<boolean>`${keyword.foundIn(statements.titleVector)}`.as('in_title'),
      })
      .from(statements)
      .where(where)
      .limit(SEARCH_COUNT_LIMIT + 1)
      .as('matches');
    const order =
      sortBy === 'relevance'
        ? [desc(matches.inTitle), ...orderBy('agree_desc', matches)]
        : orderBy(specSortOf(sortBy), matches);
    const rows = await tx
      .select({
        id: matches.id,
        inTitle: matches.inTitle,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(matches)
      .orderBy(...order)
      .limit(STATEMENT_PAGE_SIZE)
      .offset(offset);
    // A page past the last match says how many there are all the same.
    const total =
      rows[0]?.total ?? (offset === 0 ? 0 : await countUpTo(tx, where, SEARCH_COUNT_LIMIT + 1));
    if (total > SEARCH_COUNT_LIMIT) return 'many';
    const titled = rows.filter((row) => row.inTitle).length;
    return { ids: idsOf(rows), total, mixesParts: titled > 0 && titled < rows.length };
  });
}

/**
 * The SPEC sort a page reads once trending and nearby have been taken care of: relevance ranks
 * by title first where there is a keyword, and otherwise is most agreed (decision 018).
 */
const specSortOf = (sortBy: StatementListQuery['sortBy']) =>
  (sortBy === 'relevance' ? 'agree_desc' : sortBy) as StatementSort;

/** The ids of one page of a narrowed list in the order asked. */
async function narrowedIds(
  db: Database,
  narrowing: Narrowing,
  query: StatementListQuery,
): Promise<PageIds> {
  const { sortBy, offset } = query;
  if (sortBy === 'relevance' && narrowing.keyword) {
    return relevanceIds(db, narrowing, narrowing.keyword, offset);
  }
  const sort = specSortOf(sortBy);
  const ids = idsOf(
    await db
      .select({ id: statements.id })
      .from(statements)
      .where(narrowing.where)
      .orderBy(...orderBy(sort, statements))
      .limit(STATEMENT_PAGE_SIZE)
      .offset(offset),
  );
  return { ids };
}

/** The rows of `ids`, in that order. */
export async function rowsInOrder(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectStatements(db).where(inArray(statements.id, ids));
  const at = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (at.get(a.statement.id) ?? 0) - (at.get(b.statement.id) ?? 0));
}

/** One page of the list and how many statements it holds. */
async function listPage(db: Database, query: StatementListQuery) {
  const narrowing = narrowingOf(db, query);
  if (query.sortBy === 'trending') {
    const { ids, total } = await trendingPage(
      db,
      narrowing.where,
      query.offset,
      narrowing.keyword ? SEARCH_COUNT_LIMIT : undefined,
    );
    return { rows: await rowsInOrder(db, ids), total };
  }
  if (query.sortBy === 'nearby') {
    // The contract's schema refuses `nearby` without a place.
    const place = { latitude: query.latitude ?? 0, longitude: query.longitude ?? 0 };
    // Every statement is in the list by distance: without a keyword or author it is the plain
    // list's count (statement_totals), not a count of every row.
    const narrowed =
      narrowing.keyword !== undefined ||
      query.user_id !== undefined ||
      query.department !== undefined;
    const [ids, total] = await Promise.all([
      nearbyIds(db, narrowing.where, place, query.offset),
      narrowed ? narrowedTotal(db, narrowing) : listTotal(db, query),
    ]);
    return { rows: await rowsInOrder(db, ids), total };
  }
  if (narrowing.keyword) {
    let few: Awaited<ReturnType<typeof fewMatchesPage>> = 'many';
    if (!knownToFindMany(query)) {
      few = await fewMatchesPage(db, { ...narrowing, keyword: narrowing.keyword }, query);
      if (few === 'many') rememberFindsMany(query);
    }
    const page = few === 'many' ? await narrowedIds(db, narrowing, query) : few;
    const total = few === 'many' ? SEARCH_COUNT_LIMIT : few.total;
    return { rows: await rowsInOrder(db, page.ids), total, mixesParts: page.mixesParts };
  }
  if (query.user_id !== undefined || query.department !== undefined) {
    const [page, total] = await Promise.all([
      narrowedIds(db, narrowing, query),
      narrowedTotal(db, narrowing),
    ]);
    return { rows: await rowsInOrder(db, page.ids), total };
  }
  // The plain list: SPEC's sorts from their indexes and the page count from statement_totals.
  const request = { ...query, sortBy: specSortOf(query.sortBy) };
  const [rows, total] = await Promise.all([
    request.status === undefined
      ? plainPage(db, request)
      : pageOf(db, pageIds(db, request), request.sortBy),
    listTotal(db, request),
  ]);
  return { rows, total };
}

/**
 * The ranked list of the home screen: optionally of one master category, of some statuses, of
 * one author, of a keyword; in SPEC's sorts or by relevance, trend or distance.
 */
export async function listStatements(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  query: StatementListQuery,
): Promise<{ data: Statement[]; totalPage: number; mixesParts?: boolean | undefined }> {
  if (query.category !== undefined) await assertCategoryExists(db, query.category);
  if (query.department !== undefined) await assertDepartmentExists(db, query.department);
  const { rows, total, mixesParts } = await listPage(db, query);
  return {
    data: await presentStatements(db, storage, viewer, rows),
    totalPage: pages(total),
    // Not in the answer (its schema drops it): for the answer cache (decision 038).
    mixesParts,
  };
}

/**
 * The viewer's own statements, each with its agree count under SPEC's `agree`; their hidden
 * ones too, marked with why.
 */
export async function listMyStatements(
  db: Database,
  storage: Storage,
  viewer: Viewer & { userId: number },
  { offset, sortBy }: PageRequest,
): Promise<{ data: MyStatement[]; totalPage: number }> {
  const mine = eq(statements.userId, viewer.userId);
  const ids = db
    .select({ id: statements.id })
    .from(statements)
    .where(mine)
    .orderBy(...orderBy(sortBy, statements))
    .limit(STATEMENT_PAGE_SIZE)
    .offset(offset);
  const [rows, [counted]] = await Promise.all([
    pageOf(db, ids, sortBy),
    db.select({ total: count() }).from(statements).where(mine),
  ]);
  const data = await presentStatements(db, storage, viewer, rows);
  return {
    data: data.map((item) => ({ ...item, agree: item.agree_count })),
    totalPage: pages(counted?.total),
  };
}

/**
 * The statements the viewer follows but did not write (issue 16), as their own list answers
 * them; one that was hidden meanwhile leaves the list (the viewer may not open it).
 */
export async function listFollowedStatements(
  db: Database,
  storage: Storage,
  viewer: Viewer & { userId: number },
  { offset, sortBy }: PageRequest,
): Promise<{ data: MyStatement[]; totalPage: number }> {
  const followed = and(
    eq(statementFollows.userId, viewer.userId),
    ne(statements.userId, viewer.userId),
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
  const [rows, [counted]] = await Promise.all([
    pageOf(db, ids, sortBy),
    db
      .select({ total: count() })
      .from(statements)
      .innerJoin(statementFollows, eq(statementFollows.statementId, statements.id))
      .where(followed),
  ]);
  const data = await presentStatements(db, storage, viewer, rows);
  return {
    data: data.map((item) => ({ ...item, agree: item.agree_count })),
    totalPage: pages(counted?.total),
  };
}

/**
 * The details asked for during one turn of the event loop, in one round trip per kind of row
 * for each kind of viewer: a crowd opening statements at random shares the queries (a single
 * detail costs five). Each is the statement with the first page of its comments and its
 * timeline, or undefined; a hidden one only for its author and role 1.
 */
const detailsQuery = preparedQuery((db) =>
  selectStatements(db)
    .where(and(sql`${statements.id} = any(${sql.placeholder('ids')})`, visibleToViewer(statements)))
    .prepare('statement_details'),
);

interface DetailAsk {
  storage: Storage;
  viewer: Viewer;
  id: number;
}

const statementDetail = perTurn(
  async (db, asks: DetailAsk[]) => {
    const [{ storage, viewer }] = asks as [DetailAsk];
    const ids = [...new Set(asks.map((ask) => ask.id))];
    const [rows, timelines] = await Promise.all([
      detailsQuery(db).execute({ ids, ...viewerParams(viewer) }),
      timelinesOf(db, ids),
    ]);
    const shown = await presentStatements(db, storage, viewer, rows, { detail: true });
    const byId = new Map(shown.map((item) => [item.id, item]));
    return asks.map((ask): StatementDetail | undefined => {
      const item = byId.get(ask.id);
      return item && { ...item, timeline: timelines.get(ask.id) ?? [] };
    });
  },
  ({ viewer }) => viewerKey(viewer),
);

export async function getStatement(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  id: number,
): Promise<StatementDetail | undefined> {
  return statementDetail(db, { storage, viewer, id });
}
