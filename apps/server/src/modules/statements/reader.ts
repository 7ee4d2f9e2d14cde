import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { perTurn } from '../../db/per-turn.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { agrees, sessions, statementComments, statements, users } from '../../db/schema.ts';
import { isHidden } from '../../db/visibility.ts';
import { presentedToken, signIn } from '../../plugins/auth.ts';
import {
  hashToken,
  liveSession,
  sessionParams,
  sessionUserColumns,
  sessionUserOf,
} from '../accounts/index.ts';

/**
 * The readers asked for during one turn of the event loop, in one round trip
 * (docs/decisions/015). For the n-th of them (`asked.n`, from 1): its live session's user,
 * which of its statements (`ids` where `askers` is n) that user agreed to, and whether they
 * wrote something hidden in its `statementIds` entry (null for a list) — the statement itself
 * or one of its comments. Such an author sees what a guest does not (decision 013), so their
 * detail cannot be the guests' shared answer. A reader whose session is not live has no row.
 */
const readersQuery = preparedQuery((db) => {
  const asked = sql`unnest(${sql.placeholder('tokenHashes')}::text[], ${sql.placeholder('statementIds')}::int[]) with ordinality as asked(token_hash, statement_id, n)`;
  // One probe of the agrees' key per statement shown, however many the reader agreed to
  // (agree-flags.ts says why).
  const agreed = db
    .select({ ids: sql`coalesce(array_agg(${agrees.statementId}), '{}')` })
    .from(
      sql`unnest(${sql.placeholder('askers')}::int[], ${sql.placeholder('ids')}::int[]) as shown(n, id)`,
    )
    .innerJoin(agrees, and(eq(agrees.userId, users.id), sql`${agrees.statementId} = shown.id`))
    .where(sql`shown.n = asked.n`);
  const hiddenComment = db
    .select({ id: statementComments.id })
    .from(statementComments)
    .where(
      and(
        eq(statementComments.statementId, statements.id),
        eq(statementComments.userId, users.id),
        isHidden(statementComments),
      ),
    );
  const ownHidden = db
    .select({ id: statements.id })
    .from(statements)
    .where(
      and(
        sql`${statements.id} = asked.statement_id`,
        or(and(eq(statements.userId, users.id), isHidden(statements)), exists(hiddenComment)),
      ),
    );
  return db
    .select({
      n: sql<number>`asked.n::int`,
      ...sessionUserColumns,
      agreed: sql<number[]>`(${agreed})`,
      ownHidden: sql<boolean>`${exists(ownHidden)}`,
    })
    .from(asked)
    .innerJoin(sessions, liveSession(sql`asked.token_hash`))
    .innerJoin(users, eq(users.id, sessions.userId))
    .prepare('statement_readers');
});

type ReaderRow = Awaited<ReturnType<ReturnType<typeof readersQuery>['execute']>>[number];

interface Asked {
  tokenHash: string;
  ids: number[];
  statementId: number | null;
}

/**
 * Each reader's row, asked together with every other reader of this turn of the event loop:
 * under a crowd, one round trip serves many requests, each still checked by the database
 * after it arrived.
 */
const askReader = perTurn(async (db, batch: Asked[]) => {
  const now = new Date();
  const { idleSince } = sessionParams('', now);
  const rows = await readersQuery(db).execute({
    tokenHashes: batch.map((asked) => asked.tokenHash),
    statementIds: batch.map((asked) => asked.statementId),
    askers: batch.flatMap((asked, index) => asked.ids.map(() => index + 1)),
    ids: batch.flatMap((asked) => asked.ids),
    now,
    idleSince,
  });
  const byAsker = new Map(rows.map((row) => [row.n, row]));
  return batch.map((_, index): ReaderRow | undefined => byAsker.get(index + 1));
});

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
) {
  const token = presentedToken(request);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const row = await askReader(db, { tokenHash, ids, statementId });
  if (!row) return null;
  const user = await sessionUserOf(db, row, tokenHash, new Date());
  signIn(request, user, token);
  return { user, agreed: new Set(row.agreed), ownHidden: row.ownHidden };
}
