import { and, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { agrees, sessions, statementComments, statements, users } from '../../db/schema.ts';
import { presentedToken, signIn } from '../../plugins/auth.ts';
import {
  liveSession,
  sessionParams,
  sessionUserColumns,
  sessionUserOf,
} from '../accounts/sessions/sessions.ts';

/**
 * In one round trip (docs/decisions/015): the live session's user, which of the statements
 * `ids` that user agreed to and, for a statement's detail, whether they wrote something hidden
 * in statement `statementId` — the statement itself or one of its comments. Such an author
 * sees what a guest does not (decision 013), so their detail cannot be the guests' shared
 * answer. Two queries, not one with a null `statementId` for lists: PostgreSQL would plan
 * that one anew on every call, its null making each custom plan look cheaper than the
 * generic one.
 */
function readerQuery(name: string, withOwnHidden: boolean) {
  return preparedQuery((db) => {
    const agreed = db
      .select({ ids: sql`coalesce(array_agg(${agrees.statementId}), '{}')` })
      .from(agrees)
      .where(
        and(
          eq(agrees.userId, users.id),
          sql`${agrees.statementId} = any(${sql.placeholder('ids')})`,
        ),
      );
    const hiddenComment = db
      .select({ id: statementComments.id })
      .from(statementComments)
      .where(
        and(
          eq(statementComments.statementId, statements.id),
          eq(statementComments.userId, users.id),
          isNotNull(statementComments.hiddenAt),
        ),
      );
    const ownHidden = db
      .select({ id: statements.id })
      .from(statements)
      .where(
        and(
          eq(statements.id, sql.placeholder('statementId')),
          or(
            and(eq(statements.userId, users.id), isNotNull(statements.hiddenAt)),
            exists(hiddenComment),
          ),
        ),
      );
    return db
      .select({
        ...sessionUserColumns,
        agreed: sql<number[]>`(${agreed})`,
        ownHidden: withOwnHidden ? sql<boolean>`${exists(ownHidden)}` : sql<boolean>`false`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSession)
      .limit(1)
      .prepare(name);
  });
}

const listReaderQuery = readerQuery('list_reader', false);
const detailReaderQuery = readerQuery('detail_reader', true);

/**
 * The signed-in reader of a route that `checksSessionItself`, with their agree flags among
 * `ids` and whether they wrote something hidden in statement `statementId`; null for a guest
 * or a session that is not live. The user becomes the request's.
 */
export async function readerOf(
  db: Database,
  request: FastifyRequest,
  ids: number[],
  statementId: number | null,
  now = new Date(),
) {
  const token = presentedToken(request);
  if (!token) return null;
  const params = sessionParams(token, now);
  const [row] =
    statementId === null
      ? await listReaderQuery(db).execute({ ...params, ids })
      : await detailReaderQuery(db).execute({ ...params, ids, statementId });
  if (!row) return null;
  const user = await sessionUserOf(db, row, params.tokenHash, now);
  signIn(request, user, token);
  return { user, agreed: new Set(row.agreed), ownHidden: row.ownHidden };
}
