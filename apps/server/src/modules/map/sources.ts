import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Locale, MapEvent, MapRange, MapStatement } from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import { authorName, nameFor } from '../../db/authors.ts';
import type { Database } from '../../db/client.ts';
import { events, statementImages, statements, users } from '../../db/schema.ts';
import { distanceTime } from '../../i18n/format.ts';
import { filterConditions, type StatementFilters } from '../statements/index.ts';
import { eventsWithin, statementsSince } from './range.ts';

/** How much of a statement's description the info window shows. */
const EXCERPT_LENGTH = 140;

export interface PresentContext {
  db: Database;
  storage: Storage;
  locale: Locale;
  now: Date;
}

/** What the map can show of one table: where its points are, how to filter and present them. */
export interface MapSource<Item> {
  table: PgTable;
  id: PgColumn;
  latitude: PgColumn;
  longitude: PgColumn;
  /** Hidden things never reach the map, for anyone (decision 013). */
  hiddenAt: PgColumn;
  /** What a keyword searches (decision 018). */
  searchVector: PgColumn;
  inRange(range: MapRange, now: Date): SQL | undefined;
  /** The list's category, statuses and department, where the table has them. */
  narrow(filters: StatementFilters): SQL | undefined;
  /** Whether statement_map_cells aggregates this table. */
  aggregated: boolean;
  present(ids: number[], context: PresentContext): Promise<Item[]>;
}

const firstThumb = sql<string | null>`(
  SELECT ${statementImages.thumbKey} FROM ${statementImages}
  WHERE ${statementImages.statementId} = ${statements.id}
  ORDER BY ${statementImages.position} LIMIT 1
)`;

/**
 * A marker's place. Only rows inside the box are markers, so their coordinates are never null
 * (the columns are nullable for statements posted without a place).
 */
const placeOf = (row: {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}) => ({
  latitude: row.latitude ?? 0,
  longitude: row.longitude ?? 0,
  address: row.address,
});

export const statementSource: MapSource<MapStatement> = {
  table: statements,
  id: statements.id,
  latitude: statements.latitude,
  longitude: statements.longitude,
  hiddenAt: statements.hiddenAt,
  searchVector: statements.searchVector,
  aggregated: true,
  inRange(range, now) {
    const since = statementsSince(range, now);
    return since ? gte(statements.createdAt, since) : undefined;
  },
  narrow(filters) {
    return and(...filterConditions(filters));
  },
  async present(ids, { db, storage, locale, now }) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: statements.id,
        title: statements.title,
        description: sql<string>`left(${statements.description}, ${EXCERPT_LENGTH})`,
        latitude: statements.latitude,
        longitude: statements.longitude,
        address: statements.address,
        agreeCount: statements.agreeCount,
        commentCount: statements.commentCount,
        username: authorName().as('username'),
        avatar: users.avatar,
        thumb: firstThumb,
        createdAt: statements.createdAt,
      })
      .from(statements)
      .innerJoin(users, eq(users.id, statements.userId))
      .where(inArray(statements.id, ids))
      .orderBy(asc(statements.agreeCount), asc(statements.id));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      ...placeOf(row),
      agree_count: row.agreeCount,
      comment_count: row.commentCount,
      username: nameFor(row.username, locale),
      avatar: row.avatar ? storage.url(row.avatar) : null,
      image: row.thumb ? storage.url(row.thumb) : null,
      created_at: row.createdAt.toISOString(),
      created_distance_time: distanceTime(row.createdAt, now, locale),
    }));
  },
};

export const eventSource: MapSource<MapEvent> = {
  table: events,
  id: events.id,
  latitude: events.latitude,
  longitude: events.longitude,
  hiddenAt: events.hiddenAt,
  searchVector: events.searchVector,
  aggregated: false,
  inRange(range, now) {
    const window = eventsWithin(range, now);
    return window
      ? and(lte(events.startDate, window.to), gte(events.endDate, window.from))
      : undefined;
  },
  // Events have no statuses, and the event map has no category filter of its own.
  narrow: () => undefined,
  async present(ids, { db, storage }) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: events.id,
        title: events.title,
        latitude: events.latitude,
        longitude: events.longitude,
        address: events.address,
        startDate: events.startDate,
        endDate: events.endDate,
        companyName: events.companyName,
        eventImg: events.eventImg,
        commentsCount: events.commentsCount,
      })
      .from(events)
      .where(inArray(events.id, ids))
      .orderBy(asc(events.startDate), asc(events.id));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      ...placeOf(row),
      start_date: row.startDate,
      end_date: row.endDate,
      company_name: row.companyName,
      event_img: row.eventImg ? storage.url(row.eventImg) : null,
      comments_count: row.commentsCount,
    }));
  },
};
