import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { departmentMembers, sessions, users } from '../../../db/schema.ts';
import { profileColumns } from '../users.ts';

/** A session ends 30 days after login, or after 14 days without use, whichever comes first. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads don't turn into writes. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 bits from the CSPRNG; the caller gets the token, the database only its hash. */
export async function createSession(db: Database, userId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * The departments whose staff user `userId` is (issue 32): what their permissions ask
 * (`department_ids`), read with the session in the same query.
 */
export const departmentIdsOf = (userId: SQLWrapper) =>
  sql<
    number[]
  >`array(select ${departmentMembers.departmentId} from ${departmentMembers} where ${departmentMembers.userId} = ${userId} order by 1)`;

/** departmentIdsOf for a login, which has the user's row and no session yet. */
export async function staffDepartments(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: departmentMembers.departmentId })
    .from(departmentMembers)
    .where(eq(departmentMembers.userId, userId))
    .orderBy(departmentMembers.departmentId);
  return rows.map((row) => row.id);
}

/** What every session check reads: the session's user, and when the session was last used. */
export const sessionUserColumns = {
  user: {
    ...profileColumns,
    blockedAt: users.blockedAt,
    // Whether deleting the account asks for a password or a fresh login (decision 029).
    hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    departmentIds: departmentIdsOf(users.id),
  },
  lastSeenAt: sessions.lastSeenAt,
};

/**
 * The session whose hash is `tokenHash` (a placeholder, or a column of several asked at once),
 * if neither expired nor idle at placeholders `now` and `idleSince` (sessionParams).
 */
export const liveSession = (tokenHash: SQLWrapper = sql.placeholder('tokenHash')) =>
  and(
    sql`${sessions.tokenHash} = ${tokenHash}`,
    gt(sessions.expiresAt, sql.placeholder('now')),
    gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
  );

/** liveSession's placeholders for `token` at `now`. */
export const sessionParams = (token: string, now: Date) => ({
  tokenHash: hashToken(token),
  now,
  idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
});

/** A row of sessionUserColumns (the reader query of statements adds its own columns). */
type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['execute']>>[number];

/**
 * The user of a live session's row (sessionUserColumns), its lastSeenAt refreshed when older
 * than TOUCH_EVERY_MS.
 */
export async function sessionUserOf(
  db: Database,
  row: SessionUserRow,
  tokenHash: string,
  now: Date,
) {
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { blockedAt, hasPassword, departmentIds, ...user } = row.user;
  return {
    ...user,
    blocked: blockedAt !== null,
    has_password: hasPassword,
    department_ids: departmentIds,
  };
}

export type SessionUser = Awaited<ReturnType<typeof sessionUserOf>>;

/** The user of a live session: asked on every signed-in request, so prepared once. */
const sessionUserQuery = preparedQuery((db) =>
  db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession())
    .limit(1)
    .prepare('session_user'),
);

export async function findSessionUser(db: Database, token: string, now = new Date()) {
  const params = sessionParams(token, now);
  const [row] = await sessionUserQuery(db).execute(params);
  return row ? sessionUserOf(db, row, params.tokenHash, now) : null;
}

export async function revokeSession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user except, optionally, the one in use. */
export async function revokeUserSessions(db: Database, userId: number, keepToken?: string) {
  const keep = keepToken ? hashToken(keepToken) : '';
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
}

export async function purgeExpiredSessions(db: Database, now = new Date()) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
}
