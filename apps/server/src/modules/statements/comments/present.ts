import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type {
  HiddenReason,
  PagePosition,
  StatementComment,
  StatementCommentPage,
  Viewer,
} from '@iagree/contract';
import type { Storage } from '../../../adapters/storage.ts';
import { authorName, nameFor } from '../../../db/authors.ts';
import type { Database } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { after, cutPage, newestFirst, pageLimit, positionAt } from '../../../db/keyset.ts';
import { statementComments, statements, users } from '../../../db/schema.ts';
import { viewerParams, visibleTo, visibleToViewer } from '../../../db/visibility.ts';
import { AppError } from '../../../errors.ts';
import { distanceTime, type RequestFacts } from '../../../i18n/format.ts';
import { statementMessages } from '../messages.ts';

interface CommentRow {
  id: number;
  statementId: number;
  userId: number;
  comment: string;
  createdAt: Date;
  username: string | null;
  avatar: string | null;
  hiddenReason: HiddenReason | null;
  /** Its place in the newest-first list (keyset.ts). */
  at: string;
}

const commentColumns = {
  id: statementComments.id,
  statementId: statementComments.statementId,
  userId: statementComments.userId,
  comment: statementComments.comment,
  createdAt: statementComments.createdAt,
  username: authorName().as('username'),
  avatar: users.avatar,
  hiddenReason: statementComments.hiddenReason,
  at: positionAt(statementComments),
};

const order = newestFirst(statementComments);

const selectComments = (db: Database) =>
  db
    .select(commentColumns)
    .from(statementComments)
    .innerJoin(users, eq(users.id, statementComments.userId));

export function presentComment(
  storage: Storage,
  facts: RequestFacts,
  row: CommentRow,
): StatementComment {
  return {
    id: row.id,
    statement_id: row.statementId,
    user_id: row.userId,
    comment: row.comment,
    username: nameFor(row.username, facts.locale),
    author_deleted: row.username === null,
    avatar: row.avatar ? storage.url(row.avatar) : null,
    created_distance_time: distanceTime(row.createdAt, facts.now, facts.locale),
    created_at: row.createdAt.toISOString(),
    hidden_reason: row.hiddenReason,
  };
}

export async function findComment(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  facts: RequestFacts,
  id: number,
): Promise<StatementComment | undefined> {
  const [row] = await selectComments(db).where(
    and(eq(statementComments.id, id), visibleTo(statementComments, viewer)),
  );
  return row && presentComment(storage, facts, row);
}

/**
 * The latest `limit` comments of each statement in `ids` that the viewer may see: one plan for
 * every page, detail and viewer. LATERAL … LIMIT reads the latest few of each statement from
 * its index range, however many comments a statement has gathered.
 */
const latestQuery = preparedQuery((db) => {
  const latest = selectComments(db)
    .where(
      and(eq(statementComments.statementId, statements.id), visibleToViewer(statementComments)),
    )
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .as('latest');
  return db
    .select({
      id: latest.id,
      statementId: latest.statementId,
      userId: latest.userId,
      comment: latest.comment,
      createdAt: latest.createdAt,
      username: latest.username,
      avatar: latest.avatar,
      hiddenReason: latest.hiddenReason,
      at: latest.at,
    })
    .from(statements)
    .innerJoinLateral(latest, sql`true`)
    .where(sql`${statements.id} = any(${sql.placeholder('ids')})`)
    .orderBy(...newestFirst({ createdAt: latest.createdAt, id: latest.id }))
    .prepare('latest_comments');
});

/** A comment as `latestCommentsJson` hands it over: the row's columns by their SQL names. */
interface CommentJson {
  id: number;
  statement_id: number;
  user_id: number;
  comment: string;
  created_at: string;
  username: string | null;
  avatar: string | null;
  hidden_reason: HiddenReason | null;
  at: string;
}

/**
 * The latest `limit` comments (a placeholder) of the outer query's statement that the viewer
 * (viewerParams) may see, newest first, as one JSON array: a detail reads them in its own row.
 */
export const latestCommentsJson = (db: Database, statementId: AnyColumn) => {
  const latest = selectComments(db)
    .where(and(eq(statementComments.statementId, statementId), visibleToViewer(statementComments)))
    .orderBy(...order)
    .limit(sql.placeholder('limit'));
  return sql<CommentJson[]>`(select coalesce(json_agg(row_to_json(latest)
      order by latest.created_at desc, latest.id desc), '[]') from (${latest}) latest)`;
};

/** The first page of a statement's comments from `latestCommentsJson`, and the next cursor. */
export function commentPageOf(
  storage: Storage,
  facts: RequestFacts,
  json: CommentJson[],
  size: number,
) {
  const rows = json.map((row): CommentRow => ({
    id: row.id,
    statementId: row.statement_id,
    userId: row.user_id,
    comment: row.comment,
    createdAt: new Date(row.created_at),
    username: row.username,
    avatar: row.avatar,
    hiddenReason: row.hidden_reason,
    at: row.at,
  }));
  return firstPage(storage, facts, rows, size);
}

/** The first `size` of a statement's comments (read with pageLimit), and the next cursor. */
function firstPage(storage: Storage, facts: RequestFacts, rows: CommentRow[], size: number) {
  const page = cutPage(rows, size);
  return {
    comments: page.rows.map((row) => presentComment(storage, facts, row)),
    nextCursor: page.nextCursor,
  };
}

/** The latest `size` comments of each statement, and the cursor of the older ones. */
export async function commentsOf(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  facts: RequestFacts,
  statementIds: number[],
  size: number,
): Promise<Map<number, ReturnType<typeof firstPage>>> {
  const rowsOf = new Map<number, CommentRow[]>(statementIds.map((id) => [id, []]));
  if (statementIds.length > 0) {
    const rows = await latestQuery(db).execute({
      ids: statementIds,
      limit: pageLimit(size),
      ...viewerParams(viewer),
    });
    for (const row of rows) rowsOf.get(row.statementId)?.push(row);
  }
  return new Map([...rowsOf].map(([id, rows]) => [id, firstPage(storage, facts, rows, size)]));
}

/**
 * GET /api/statements/{id}/comments: the page after `cursor`, newest first; 404 without it or
 * when the statement is hidden from the reader.
 */
export async function commentPage(
  db: Database,
  storage: Storage,
  viewer: Viewer,
  facts: RequestFacts,
  statementId: number,
  cursor: PagePosition | undefined,
): Promise<StatementCommentPage> {
  const [statement] = await db
    .select({ commentCount: statements.commentCount })
    .from(statements)
    .where(and(eq(statements.id, statementId), visibleTo(statements, viewer)));
  if (!statement) throw new AppError(404, statementMessages.notFound);
  const rows = await selectComments(db)
    .where(
      and(
        eq(statementComments.statementId, statementId),
        visibleTo(statementComments, viewer),
        after(statementComments, cursor),
      ),
    )
    .orderBy(...order)
    .limit(pageLimit());
  const page = cutPage(rows);
  return {
    data: page.rows.map((row) => presentComment(storage, facts, row)),
    total: statement.commentCount,
    next_cursor: page.nextCursor,
  };
}
