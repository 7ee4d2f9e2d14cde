import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  OPEN311_CLOSED,
  OPEN311_MAX_DAYS,
  OPEN311_MAX_REQUESTS,
  STATEMENT_STATUSES,
  type Locale,
  type Open311Request,
  type Open311RequestsQuery,
  type Open311Status,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { departments, statementCategories, statements } from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';
import { AppError } from '../../errors.ts';
import {
  categoriesOf,
  firstImagesOf,
  publicColumns,
  w3cDateTime,
  type PublicCategory,
  type OpenDataStatement,
} from '../open-data/index.ts';
import { open311Messages } from './messages.ts';
import { OTHER_SERVICE, categoriesOfCodes, categoryName } from './services.ts';

const DAY_MS = 86_400_000;
/**
 * Statements lie between these; a window is cut to them, so that a date the database cannot
 * hold (year 0, or past 9999 once 90 days are added) is never sent to it.
 */
const EARLIEST = new Date('1970-01-01T00:00:00Z');
const LATEST = new Date('9999-12-31T00:00:00Z');
const within = (date: Date) => (date < EARLIEST ? EARLIEST : date > LATEST ? LATEST : date);

export interface Open311Deps {
  db: Database;
  storage: Storage;
  appUrl: string;
}

const isClosed = (status: OpenDataStatement['status']) => OPEN311_CLOSED.includes(status);
const statusesOf = (wanted: Open311Status[]) =>
  STATEMENT_STATUSES.filter((status) => wanted.includes(isClosed(status) ? 'closed' : 'open'));

/**
 * GeoReport v2's window: both dates as given; one of them and 90 days from or up to it; neither,
 * the last 90 days. 400 when the end comes first or the window is longer than 90 days.
 */
function windowOf(query: Open311RequestsQuery, now: Date): { from: Date; to: Date } {
  const span = OPEN311_MAX_DAYS * DAY_MS;
  const start = query.start_date ? new Date(query.start_date) : undefined;
  const end = query.end_date ? new Date(query.end_date) : undefined;
  const to = end ?? (start ? new Date(start.getTime() + span) : now);
  const from = start ?? new Date(to.getTime() - span);
  if (to < from) throw new AppError(400, open311Messages.endBeforeStart);
  if (to.getTime() - from.getTime() > span) {
    throw new AppError(400, open311Messages.rangeTooLong, { params: { days: OPEN311_MAX_DAYS } });
  }
  return { from: within(from), to: within(to) };
}

/** Statements in one of `codes`' categories; `other` also takes those without any. */
function ofServices(codes: string[]): SQL | undefined {
  const { known, unknown } = categoriesOfCodes(codes);
  if (unknown.length > 0) {
    throw new AppError(400, open311Messages.unknownService, {
      params: { codes: unknown.join(', ') },
    });
  }
  const inCategory = (ids: number[]) =>
    sql`exists (select 1 from ${statementCategories} where ${statementCategories.statementId} = ${statements.id} and ${inArray(statementCategories.categoryId, ids)})`;
  const uncategorized = sql`not exists (select 1 from ${statementCategories} where ${statementCategories.statementId} = ${statements.id})`;
  const filter = inCategory(known.map((category) => category.id));
  return known.includes(OTHER_SERVICE) ? or(filter, uncategorized) : filter;
}

/**
 * What GET requests selects: the named requests (`service_request_id` overrides everything
 * else, as GeoReport v2 says), or those of the window, services and statuses asked for.
 * Hidden statements never.
 */
export function requestsWhere(query: Open311RequestsQuery, now: Date): SQL | undefined {
  if (query.service_request_id) {
    return and(notHidden(statements), inArray(statements.id, query.service_request_id));
  }
  const { from, to } = windowOf(query, now);
  return and(
    notHidden(statements),
    gte(statements.createdAt, from),
    lte(statements.createdAt, to),
    query.service_code && ofServices(query.service_code),
    query.status && inArray(statements.status, statusesOf(query.status)),
  );
}

/** One statement as a GeoReport v2 request; its first category is its service. */
function requestOf(
  row: OpenDataStatement,
  categories: PublicCategory[],
  imageKey: string | undefined,
  deps: Open311Deps,
  locale: Locale,
): Open311Request {
  const service = categories[0] ?? {
    slug: OTHER_SERVICE.slug,
    name: categoryName(OTHER_SERVICE, locale),
  };
  return {
    service_request_id: row.id,
    status: isClosed(row.status) ? 'closed' : 'open',
    status_notes: row.answer ?? '',
    service_name: service.name,
    service_code: service.slug,
    description: `${row.title}: ${row.description}`,
    // The department in charge (issue 32); empty while none is.
    agency_responsible: row.departmentName ?? '',
    requested_datetime: w3cDateTime(row.createdAt),
    updated_datetime: w3cDateTime(row.updatedAt),
    ...(row.address ? { address: row.address } : {}),
    ...(row.latitude !== null && row.longitude !== null
      ? { lat: row.latitude, long: row.longitude }
      : {}),
    ...(imageKey ? { media_url: deps.appUrl + deps.storage.url(imageKey) } : {}),
  };
}

/** The requests `where` selects, newest first, 1,000 at most; categories in `locale`. */
export async function findRequests(
  deps: Open311Deps,
  where: SQL | undefined,
  locale: Locale,
): Promise<Open311Request[]> {
  const rows: OpenDataStatement[] = await deps.db
    .select({ ...publicColumns, departmentName: departments.name })
    .from(statements)
    .leftJoin(departments, eq(departments.id, statements.departmentId))
    .where(where)
    .orderBy(desc(statements.createdAt), desc(statements.id))
    .limit(OPEN311_MAX_REQUESTS);
  const ids = rows.map((row) => row.id);
  const [categories, images] = await Promise.all([
    categoriesOf(deps.db, ids, locale),
    firstImagesOf(deps.db, ids),
  ]);
  return rows.map((row) =>
    requestOf(row, categories.get(row.id) ?? [], images.get(row.id), deps, locale),
  );
}

/** GET a request: the one statement, when it is visible. */
export const requestWhere = (id: number): SQL | undefined =>
  and(notHidden(statements), eq(statements.id, id));
