import { and, count, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import {
  STATEMENT_PAGE_SIZE,
  type Statement,
  type StatementListQuery,
  type StatementSort,
  type Viewer,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { departments, statements } from '../../db/schema.ts';
import { keywordOf, type Keyword } from '../../db/search.ts';
import { notHidden } from '../../db/visibility.ts';
import { invalid } from '../../errors.ts';
import type { RequestFacts } from '../../i18n/format.ts';
import { filterConditions } from './list-filters.ts';
import { statementMessages } from './messages.ts';
import { countUpTo, SEARCH_COUNT_LIMIT } from './count-up-to.ts';
import { knownToFindMany, rememberFindsMany } from './many-matches.ts';
import { nearbyIds } from './nearby.ts';
import { assertCategoryExists, listTotal, plainListPage } from './plain-list.ts';
import { presentStatements, type StatementRow } from './present.ts';
import { orderBy, pageCount, selectStatements } from './statement-rows.ts';
import { trendingPage } from './trending.ts';
import { walkPage } from './walk.ts';

async function assertDepartmentExists(db: Database, id: number) {
  const [found] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, id));
  if (!found) throw invalid({ department: [statementMessages.unknownDepartment] });
}

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
function narrowingOf(query: StatementListQuery): Narrowing {
  const keyword = keywordOf(query.keyword, statements.searchVector);
  const narrowed = [
    ...filterConditions(query),
    ...(query.user_id === undefined ? [] : [eq(statements.userId, query.user_id)]),
  ];
  const filters = and(notHidden(statements), ...narrowed) as SQL;
  return {
    where: and(filters, keyword?.anywhere) as SQL,
    filters,
    keyword,
    narrowed: narrowed.length > 0 || keyword !== undefined,
  };
}

/** Whether a list holds only some statements (a keyword, a category, a status, …). */
export const narrowsList = (query: StatementListQuery) => narrowingOf(query).narrowed;

/**
 * Which of `ids` a list holds: an agree moving one of the others across its page leaves it as
 * it is (decision 042).
 */
export async function heldIn(db: Database, query: StatementListQuery, ids: number[]) {
  const { where } = narrowingOf(query);
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
  query: StatementListQuery,
): Promise<PageIds> {
  const { offset } = query;
  const order = orderBy('agree_desc', statements);
  const titled = await titledPage(db, { filters, keyword }, query);
  if (titled.ids.length === STATEMENT_PAGE_SIZE) return { ids: titled.ids, mixesParts: false };
  const rest = await db
    .select({ id: statements.id })
    .from(statements)
    .where(and(where, not(keyword.foundIn(statements.titleVector))))
    .orderBy(...order)
    .limit(STATEMENT_PAGE_SIZE - titled.ids.length)
    .offset(Math.max(0, offset - titled.before));
  return {
    ids: [...titled.ids, ...idsOf(rest)],
    mixesParts: titled.ids.length > 0 && rest.length > 0,
  };
}

/**
 * Relevance's first part: the page of the keyword's title matches, most agreed first, and how
 * many of them come before it. Those of a word found in at most SEARCH_COUNT_LIMIT titles are
 * read and sorted among themselves; a word found in more walks the agree index (walk.ts).
 */
async function titledPage(
  db: Database,
  { filters, keyword }: { filters: SQL; keyword: Keyword },
  query: StatementListQuery,
): Promise<{ ids: number[]; before: number }> {
  const { offset } = query;
  // Every term in the title is every term found: testing the whole vector as well would
  // decompress it for each title match (3,376 of them for "park": 89 ms instead of 9).
  const inTitle = and(filters, keyword.foundIn(statements.titleVector)) as SQL;
  if (!knownToFindMany(query, 'title')) {
    const few = await fewMatchesPage(db, inTitle, undefined, { sortBy: 'agree_desc', offset });
    if (few !== 'many') return { ids: few.ids, before: Math.min(offset, few.total) };
    rememberFindsMany(query, 'title');
  }
  const ids = await walkPage(db, { filters, keyword, vector: 'title' }, 'agree_desc', offset);
  return { ids, before: ids.length > 0 ? offset : await countUpTo(db, inTitle, offset) };
}

/**
 * A keyword's page when the keyword is found at most SEARCH_COUNT_LIMIT times — most words
 * people search for (a street, a landmark, a thing): its matches are read once through the
 * search index, then sorted among themselves, and their number is the total (issue 27). Walking
 * a sort's index for such a word checked every statement on the way: 17,300 rows and 869 ms
 * for 点字 on 1,000,000 statements, against 25 ms for its 684 matches. 'many' for a word found
 * more often, whose matches are dense along any index: its page walks the sort's index. With
 * `titleMatch`, relevance's order: the title's matches first.
 */
async function fewMatchesPage(
  db: Database,
  where: SQL,
  titleMatch: SQL | undefined,
  { sortBy, offset }: Pick<StatementListQuery, 'sortBy' | 'offset'>,
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
        inTitle: sql<boolean>`${titleMatch ?? sql`true`}`.as('in_title'),
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

/**
 * The ids of one page of a narrowed list in the order asked: by an author or a department, or
 * by a keyword found more than SEARCH_COUNT_LIMIT times.
 */
async function narrowedIds(
  db: Database,
  narrowing: Narrowing,
  query: StatementListQuery,
): Promise<PageIds> {
  const { sortBy, offset } = query;
  const { keyword, filters } = narrowing;
  if (keyword && sortBy === 'relevance') return relevanceIds(db, narrowing, keyword, query);
  const sort = specSortOf(sortBy);
  if (keyword)
    return { ids: await walkPage(db, { filters, keyword, vector: 'anywhere' }, sort, offset) };
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
async function listPage(
  db: Database,
  query: StatementListQuery,
): Promise<{ rows: StatementRow[]; total: number | undefined; mixesParts?: boolean | undefined }> {
  const narrowing = narrowingOf(query);
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
    if (!knownToFindMany(query, 'anywhere')) {
      const titleMatch = narrowing.keyword.foundIn(statements.titleVector);
      few = await fewMatchesPage(db, narrowing.where, titleMatch, query);
      if (few === 'many') rememberFindsMany(query, 'anywhere');
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
  return plainListPage(db, { ...query, sortBy: specSortOf(query.sortBy) });
}

/**
 * The ranked list of the home screen: optionally of one master category, of some statuses, of
 * one author, of a keyword; in SPEC's sorts or by relevance, trend or distance.
 */
export async function listStatements(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  facts: RequestFacts,
  query: StatementListQuery,
): Promise<{ data: Statement[]; totalPage: number; mixesParts?: boolean | undefined }> {
  if (query.category !== undefined) await assertCategoryExists(db, query.category);
  if (query.department !== undefined) await assertDepartmentExists(db, query.department);
  const { rows, total, mixesParts } = await listPage(db, query);
  return {
    data: await presentStatements(db, storage, viewer, facts, rows),
    totalPage: pageCount(total),
    // Not in the answer (its schema drops it): for the answer cache (decision 038).
    mixesParts,
  };
}
