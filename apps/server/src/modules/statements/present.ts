import { asc, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DETAIL_PAGE_SIZE,
  hiddenRule,
  STATEMENT_COMMENT_PREVIEW,
  type Statement,
  type StatementImage,
  type Viewer,
} from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import { authorName, nameFor } from '../../db/authors.ts';
import type { Database } from '../../db/client.ts';
import { perTurn } from '../../db/per-turn.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  departments,
  events,
  statementCategories,
  statementImages,
  statements,
  users,
} from '../../db/schema.ts';
import { distanceTime, moneyWithCurrency, type RequestFacts } from '../../i18n/format.ts';
import { categoriesOf } from '../categories/index.ts';
import { agreedBy } from './agree-flags.ts';
import { commentsOf } from './comments/present.ts';

/** The user who gave a statement's official answer (a second join of users). */
export const answerers = alias(users, 'answerers');

/** A statement's own columns but its search vectors, which only the search engine reads. */
const {
  searchVector: _searchVector,
  titleVector: _titleVector,
  ...statementFields
} = getTableColumns(statements);

/** A statement row with its author, the code of its linked event and who answered it. */
export const statementColumns = {
  statement: statementFields,
  username: authorName().as('username'),
  avatar: users.avatar,
  eventCode: events.code,
  /** A hidden event lends no title: the statement shows no event. */
  eventTitle: sql<string | null>`case when ${events.hiddenAt} is null then ${events.title} end`.as(
    'event_title',
  ),
  answeredBy: authorName(answerers).as('answered_by'),
  departmentName: departments.name,
};
export type StatementRow = {
  statement: Omit<typeof statements.$inferSelect, 'searchVector' | 'titleVector'>;
  username: string | null;
  avatar: string | null;
  eventCode: string | null;
  eventTitle: string | null;
  answeredBy: string | null;
  departmentName: string | null;
};

const categoryLink = {
  table: statementCategories,
  owner: statementCategories.statementId,
  category: statementCategories.categoryId,
  queryName: 'statement_categories',
};

/** The images of a page or a detail: one plan whatever the number of statements. */
const imagesQuery = preparedQuery((db) =>
  db
    .select()
    .from(statementImages)
    .where(sql`${statementImages.statementId} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(statementImages.position), asc(statementImages.id))
    .prepare('statement_images'),
);

async function imagesOf(db: Database, storage: Storage, ids: number[]) {
  const byStatement = new Map<number, StatementImage[]>(ids.map((id) => [id, []]));
  const rows = await imagesQuery(db).execute({ ids });
  for (const row of rows) {
    byStatement.get(row.statementId)?.push({
      id: row.id,
      src: storage.url(row.key),
      thumbnail: storage.url(row.thumbKey),
      width: row.width,
      height: row.height,
    });
  }
  return byStatement;
}

/**
 * Viewers who see the same rows the same way read them together: the same agree flags and
 * hidden things (`hiddenRule`), in the same language.
 */
export const viewerKey = (viewer: Viewer, { locale }: RequestFacts) =>
  `${hiddenRule.ownerSeen(viewer)}:${hiddenRule.seesEveryHidden(viewer)}:${locale}`;

interface ChildrenAsk {
  storage: Storage;
  viewer: Viewer;
  facts: RequestFacts;
  ids: number[];
  /** Comments per statement. */
  size: number;
}

/**
 * The images, categories, latest comments and agree flags of the statements of every page and
 * detail presented during one turn of the event loop: one query per kind of row for them all,
 * however many requests a crowd makes at once.
 */
const childrenOf = perTurn(
  async (db, asks: ChildrenAsk[]) => {
    const [{ storage, viewer, facts, size }] = asks as [ChildrenAsk];
    const ids = [...new Set(asks.flatMap((ask) => ask.ids))];
    const [images, categories, comments, agreed] = await Promise.all([
      imagesOf(db, storage, ids),
      categoriesOf(db, categoryLink, ids, facts.locale),
      commentsOf(db, storage, viewer, facts, ids, size),
      agreedBy(db, viewer?.id ?? null, ids),
    ]);
    return asks.map(() => ({ images, categories, comments, agreed }));
  },
  ({ viewer, facts, size }) => `${viewerKey(viewer, facts)}:${size}`,
);

/**
 * Statements as SPEC §3 names their fields, for `viewer`: images as /media URLs, categories
 * and times in their language, and the latest few comments (lists) or a page of them (detail).
 * Each kind of child row is one query for the whole page.
 */
export async function presentStatements(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  facts: RequestFacts,
  rows: StatementRow[],
  { detail = false }: { detail?: boolean } = {},
): Promise<Statement[]> {
  const ids = rows.map((row) => row.statement.id);
  if (ids.length === 0) return [];
  const { images, categories, comments, agreed } = await childrenOf(db, {
    storage,
    viewer,
    facts,
    ids,
    size: detail ? DETAIL_PAGE_SIZE : STATEMENT_COMMENT_PREVIEW,
  });
  return rows.map(
    ({ statement: row, username, avatar, eventCode, eventTitle, answeredBy, departmentName }) => {
      const pictures = images.get(row.id) ?? [];
      const badges = categories.get(row.id) ?? [];
      const latest = comments.get(row.id);
      return {
        id: row.id,
        user_id: row.userId,
        title: row.title,
        description: row.description,
        images: pictures,
        media: pictures.map((picture) => ({ id: picture.id, url: picture.src })),
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
        categories: badges,
        free_category: row.freeCategory,
        categoryType: badges.length > 0 ? 'drop_list' : 'fill_text',
        agree_count: row.agreeCount,
        comment_count: row.commentCount,
        comments: latest?.comments ?? [],
        comments_next_cursor: latest?.nextCursor ?? null,
        agree_flag: agreed.has(row.id),
        avatar: avatar ? storage.url(avatar) : null,
        username: nameFor(username, facts.locale),
        author_deleted: username === null,
        created_distance_time: distanceTime(row.createdAt, facts.now, facts.locale),
        money: row.money,
        money_with_currency: row.money === null ? null : moneyWithCurrency(row.money, facts.locale),
        event_code: eventCode,
        event:
          row.eventId === null || eventTitle === null
            ? null
            : { id: row.eventId, title: eventTitle },
        created_at: row.createdAt.toISOString(),
        status: row.status,
        answer: row.answer,
        answered_by: row.answer === null ? null : nameFor(answeredBy, facts.locale),
        answered_at: row.answeredAt?.toISOString() ?? null,
        department:
          row.departmentId === null || departmentName === null
            ? null
            : { id: row.departmentId, name: departmentName },
        hidden_reason: row.hiddenReason,
      };
    },
  );
}
