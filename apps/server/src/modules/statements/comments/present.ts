import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale, StatementComment } from '@iagree/contract';
import type { Storage } from '../../../adapters/storage.ts';
import type { Database } from '../../../db/client.ts';
import { statementComments, statements, users } from '../../../db/schema.ts';
import { distanceTime } from '../../../i18n/format.ts';

/** Who reads: their language and the moment "3 hours ago" counts from. */
export interface Reader {
  locale: Locale;
  now: Date;
}

interface CommentRow {
  id: number;
  statementId: number;
  userId: number;
  comment: string;
  createdAt: Date;
  username: string;
  avatar: string | null;
}

const commentColumns = {
  id: statementComments.id,
  statementId: statementComments.statementId,
  userId: statementComments.userId,
  comment: statementComments.comment,
  createdAt: statementComments.createdAt,
  username: users.name,
  avatar: users.avatar,
};

const newestFirst = [desc(statementComments.createdAt), desc(statementComments.id)];

const selectComments = (db: Database) =>
  db
    .select(commentColumns)
    .from(statementComments)
    .innerJoin(users, eq(users.id, statementComments.userId));

export function presentComment(
  storage: Storage,
  reader: Reader,
  row: CommentRow,
): StatementComment {
  return {
    id: row.id,
    statement_id: row.statementId,
    user_id: row.userId,
    comment: row.comment,
    username: row.username,
    avatar: row.avatar ? storage.url(row.avatar) : null,
    created_distance_time: distanceTime(row.createdAt, reader.now, reader.locale),
    created_at: row.createdAt.toISOString(),
  };
}

export async function findComment(
  db: Database,
  storage: Storage,
  reader: Reader,
  id: number,
): Promise<StatementComment | undefined> {
  const [row] = await selectComments(db).where(eq(statementComments.id, id));
  return row && presentComment(storage, reader, row);
}

/** Comments of each statement, newest first: all of them, or the latest `limit` of each. */
export async function commentsOf(
  db: Database,
  storage: Storage,
  reader: Reader,
  statementIds: number[],
  limit?: number,
): Promise<Map<number, StatementComment[]>> {
  const byStatement = new Map<number, StatementComment[]>(statementIds.map((id) => [id, []]));
  if (statementIds.length === 0) return byStatement;
  const of = inArray(statementComments.statementId, statementIds);
  let rows: CommentRow[];
  if (limit === undefined) {
    rows = await selectComments(db)
      .where(of)
      .orderBy(...newestFirst);
  } else {
    // LATERAL … LIMIT reads the latest few of each statement from its index range, however
    // many comments a statement has gathered.
    const latest = selectComments(db)
      .where(eq(statementComments.statementId, statements.id))
      .orderBy(...newestFirst)
      .limit(limit)
      .as('latest');
    rows = await db
      .select({
        id: latest.id,
        statementId: latest.statementId,
        userId: latest.userId,
        comment: latest.comment,
        createdAt: latest.createdAt,
        username: latest.username,
        avatar: latest.avatar,
      })
      .from(statements)
      .innerJoinLateral(latest, sql`true`)
      .where(inArray(statements.id, statementIds))
      .orderBy(desc(latest.createdAt), desc(latest.id));
  }
  for (const row of rows)
    byStatement.get(row.statementId)?.push(presentComment(storage, reader, row));
  return byStatement;
}
