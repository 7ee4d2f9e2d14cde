import { asc, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DETAIL_PAGE_SIZE,
  hiddenRule,
  STATEMENT_COMMENT_PREVIEW,
  type MasterCategory,
  type Statement,
  type StatementComment,
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
import { categoriesIn, categoriesJson, categoriesOf } from '../categories/index.ts';
import { agreedBy } from './agree-flags.ts';
import { commentPageOf, commentsOf, latestCommentsJson } from './comments/present.ts';

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

/** The images of a page: one plan whatever the number of statements. */
const imagesQuery = preparedQuery((db) =>
  db
    .select()
    .from(statementImages)
    .where(sql`${statementImages.statementId} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(statementImages.position), asc(statementImages.id))
    .prepare('statement_images'),
);

/** An image's row as a reader sees it (the fields `imagesJson` hands over). */
interface ImageRow {
  id: number;
  key: string;
  thumbKey: string;
  width: number;
  height: number;
}

const imageOf = (storage: Storage, row: ImageRow): StatementImage => ({
  id: row.id,
  src: storage.url(row.key),
  thumbnail: storage.url(row.thumbKey),
  width: row.width,
  height: row.height,
});

async function imagesOf(db: Database, storage: Storage, ids: number[]) {
  const byStatement = new Map<number, StatementImage[]>(ids.map((id) => [id, []]));
  const rows = await imagesQuery(db).execute({ ids });
  for (const row of rows) byStatement.get(row.statementId)?.push(imageOf(storage, row));
  return byStatement;
}

/**
 * What a detail reads in its own row (statement-details.ts), each as one JSON array: its
 * images, categories and first page of comments (`limit`, with the viewer's parameters). One
 * query instead of four per turn: the crowd's random details are a quarter of its requests.
 */
export const detailChildColumns = (db: Database) => ({
  images: sql<ImageRow[]>`(select coalesce(json_agg(json_build_object('id', ${statementImages.id},
      'key', ${statementImages.key}, 'thumbKey', ${statementImages.thumbKey},
      'width', ${statementImages.width}, 'height', ${statementImages.height})
      order by ${statementImages.position}, ${statementImages.id}), '[]')
    from ${statementImages} where ${statementImages.statementId} = ${statements.id})`.as('images'),
  categories: categoriesJson(categoryLink, statements.id).as('categories'),
  comments: latestCommentsJson(db, statements.id).as('comments'),
});

type DetailChildren = {
  [Column in keyof ReturnType<typeof detailChildColumns>]: ReturnType<
    typeof detailChildColumns
  >[Column]['_']['type'];
};

/** The children of each statement: what `presentRows` adds to its row. */
interface StatementChildren {
  images: Map<number, StatementImage[]>;
  categories: Map<number, MasterCategory[]>;
  comments: Map<number, { comments: StatementComment[]; nextCursor: string | null }>;
  agreed: Set<number>;
}

/** Detail rows with their children read in the same row (`detailChildColumns`), for `viewer`. */
export async function presentDetails(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  facts: RequestFacts,
  rows: (StatementRow & DetailChildren)[],
): Promise<Statement[]> {
  const ids = rows.map((row) => row.statement.id);
  const children: StatementChildren = {
    images: new Map(
      rows.map((row) => [row.statement.id, row.images.map((image) => imageOf(storage, image))]),
    ),
    categories: new Map(
      rows.map((row) => [row.statement.id, categoriesIn(row.categories, facts.locale)]),
    ),
    comments: new Map(
      rows.map((row) => [
        row.statement.id,
        commentPageOf(storage, facts, row.comments, DETAIL_PAGE_SIZE),
      ]),
    ),
    agreed: await agreedBy(db, viewer?.id ?? null, ids),
  };
  return presentRows(storage, facts, rows, children);
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
}

/**
 * The images, categories, latest comments and agree flags of the statements of every page
 * presented during one turn of the event loop: one query per kind of row for them all,
 * however many requests a crowd makes at once.
 */
const childrenOf = perTurn(
  async (db, asks: ChildrenAsk[]) => {
    const [{ storage, viewer, facts }] = asks as [ChildrenAsk];
    const ids = [...new Set(asks.flatMap((ask) => ask.ids))];
    const [images, categories, comments, agreed] = await Promise.all([
      imagesOf(db, storage, ids),
      categoriesOf(db, categoryLink, ids, facts.locale),
      commentsOf(db, storage, viewer, facts, ids, STATEMENT_COMMENT_PREVIEW),
      agreedBy(db, viewer?.id ?? null, ids),
    ]);
    return asks.map(() => ({ images, categories, comments, agreed }));
  },
  ({ viewer, facts }) => viewerKey(viewer, facts),
);

/**
 * Statements as SPEC §3 names their fields, for `viewer`: images as /media URLs, categories
 * and times in their language, and the latest few comments.
 * Each kind of child row is one query for the whole page.
 */
export async function presentStatements(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  facts: RequestFacts,
  rows: StatementRow[],
): Promise<Statement[]> {
  const ids = rows.map((row) => row.statement.id);
  if (ids.length === 0) return [];
  const children = await childrenOf(db, { storage, viewer, facts, ids });
  return presentRows(storage, facts, rows, children);
}

/** Statement rows as SPEC §3 names their fields, with their children. */
function presentRows(
  storage: Storage,
  facts: RequestFacts,
  rows: StatementRow[],
  { images, categories, comments, agreed }: StatementChildren,
): Statement[] {
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
