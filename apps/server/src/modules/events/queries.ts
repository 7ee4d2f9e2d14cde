import { and, asc, count, desc, eq, exists, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  MY_EVENTS_PAGE_SIZE,
  type Event,
  type EventDetail,
  type EventSort,
  type EventStatementPage,
  type Locale,
  type PagePosition,
  type Viewer,
  canSeeHidden,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { after, cutPage, newestFirst, pageLimit, positionAt } from '../../db/keyset.ts';
import { eventCategories, events, statements } from '../../db/schema.ts';
import { keywordOf } from '../../db/search.ts';
import { notHidden } from '../../db/visibility.ts';
import { AppError } from '../../errors.ts';
import { categoriesOf } from '../categories/index.ts';
import { eventMessages } from './messages.ts';

export type EventRow = Omit<typeof events.$inferSelect, 'searchVector'>;

export interface EventListFilter {
  page: number;
  per_page: number;
  keyword?: string | undefined;
  category?: number | undefined;
  user_id?: number | undefined;
  sortBy: EventSort;
}

const ORDER: Record<EventSort, SQL[]> = {
  start_date_desc: [desc(events.startDate), desc(events.id)],
  start_date_asc: [asc(events.startDate), asc(events.id)],
  DESC: [desc(events.id)],
  ASC: [asc(events.id)],
};

/** An event's own columns but its search vector, which only the search engine reads. */
const { searchVector: _searchVector, ...eventColumns } = getTableColumns(events);

const categoryLink = {
  table: eventCategories,
  owner: eventCategories.eventId,
  category: eventCategories.categoryId,
  queryName: 'event_categories',
};

/** Rows as SPEC §3 names them, images as public URLs, categories in the caller's language. */
async function present(
  db: Database,
  storage: Storage,
  rows: EventRow[],
  locale: Locale,
): Promise<Event[]> {
  const categories = await categoriesOf(
    db,
    categoryLink,
    rows.map((row) => row.id),
    locale,
  );
  const url = (key: string | null) => (key ? storage.url(key) : null);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    user_id: row.userId,
    title: row.title,
    start_date: row.startDate,
    end_date: row.endDate,
    // PostgreSQL gives HH:mm:ss; the contract's times are HH:mm.
    start_time: row.startTime?.slice(0, 5) ?? null,
    end_time: row.endTime?.slice(0, 5) ?? null,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    company_name: row.companyName,
    company_logo_img: url(row.companyLogoImg),
    event_img: url(row.eventImg),
    description: row.description,
    categories: categories.get(row.id) ?? [],
    comments_count: row.commentsCount,
  }));
}

function listCondition(
  db: Database,
  { keyword, category, user_id }: EventListFilter,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    notHidden(events),
    // The statements' engine: title, company name, description and address (decision 018).
    keywordOf(keyword, events.searchVector)?.anywhere,
    user_id === undefined ? undefined : eq(events.userId, user_id),
  ];
  if (category) {
    conditions.push(
      exists(
        db
          .select({ eventId: eventCategories.eventId })
          .from(eventCategories)
          .where(
            and(eq(eventCategories.eventId, events.id), eq(eventCategories.categoryId, category)),
          ),
      ),
    );
  }
  return and(...conditions);
}

/** One scan answers the page and the total; only a page past the end needs a separate count. */
export async function listEvents(
  db: Database,
  storage: Storage,
  locale: Locale,
  filter: EventListFilter,
) {
  const where = listCondition(db, filter);
  const rows = await db
    .select({ event: eventColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(events)
    .where(where)
    .orderBy(...ORDER[filter.sortBy])
    .limit(filter.per_page)
    .offset((filter.page - 1) * filter.per_page);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.page > 1) {
    const [counted] = await db.select({ value: count() }).from(events).where(where);
    total = counted?.value ?? 0;
  }
  return {
    data: await present(
      db,
      storage,
      rows.map((row) => row.event),
      locale,
    ),
    meta: {
      current_page: filter.page,
      last_page: Math.max(1, Math.ceil(total / filter.per_page)),
    },
  };
}

/** The 'My event' table's sortBy (SPEC: DESC/ASC) is by start date, the date the table shows. */
const MY_ORDER = { DESC: ORDER.start_date_desc, ASC: ORDER.start_date_asc };

export async function listMyEvents(
  db: Database,
  storage: Storage,
  locale: Locale,
  userId: number,
  { sortBy, offset }: { sortBy: 'DESC' | 'ASC'; offset: number },
) {
  const mine = eq(events.userId, userId);
  const [total] = await db.select({ value: count() }).from(events).where(mine);
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(mine)
    .orderBy(...MY_ORDER[sortBy])
    .limit(MY_EVENTS_PAGE_SIZE)
    .offset(offset);
  return {
    data: await present(db, storage, rows, locale),
    totalPage: Math.ceil((total?.value ?? 0) / MY_EVENTS_PAGE_SIZE),
  };
}

export async function findEvent(db: Database, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, id)).limit(1);
  return row;
}

/** The event with its first linked statements; a hidden one only for its author and role 1. */
export async function getEventDetail(
  db: Database,
  storage: Storage,
  locale: Locale,
  id: number,
  viewer: Viewer,
): Promise<EventDetail | null> {
  const row = await findEvent(db, id);
  if (!row) return null;
  if (row.hiddenAt !== null && !canSeeHidden(viewer, { user_id: row.userId })) return null;
  const [event] = await present(db, storage, [row], locale);
  if (!event) return null;
  const linked = await linkedStatements(db, id, undefined);
  return {
    ...event,
    statements: linked.data,
    statements_total: linked.total,
    statements_next_cursor: linked.next_cursor,
  };
}

/** GET /api/events/{id}/statements; 404 when there is no such event. */
export async function eventStatementPage(
  db: Database,
  eventId: number,
  cursor: PagePosition | undefined,
): Promise<EventStatementPage> {
  if (!(await findEvent(db, eventId))) throw new AppError(404, eventMessages.notFound);
  return linkedStatements(db, eventId, cursor);
}

/** The statements linked to event `eventId`, newest first, a page after `cursor`. */
async function linkedStatements(
  db: Database,
  eventId: number,
  cursor: PagePosition | undefined,
): Promise<EventStatementPage> {
  const linked = and(eq(statements.eventId, eventId), notHidden(statements));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: statements.id,
        title: statements.title,
        agree_count: statements.agreeCount,
        at: positionAt(statements),
      })
      .from(statements)
      .where(and(linked, after(statements, cursor)))
      .orderBy(...newestFirst(statements))
      .limit(pageLimit()),
    db.select({ value: count() }).from(statements).where(linked),
  ]);
  const page = cutPage(rows);
  return {
    data: page.rows.map(({ id, title, agree_count }) => ({ id, title, agree_count })),
    total: counted?.value ?? 0,
    next_cursor: page.nextCursor,
  };
}
