import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import {
  ACCOUNT_ERROR_CODES,
  ACTIVATION_TOKEN_HOURS,
  PASSWORD_RESET_TOKEN_HOURS,
} from '@iagree/contract';
import type { Database } from '../../../db/client.ts';
import { users, userTokens } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { Localized } from '../../../i18n/localized.ts';
import { accountMessages } from '../messages.ts';
import { hashToken } from '../sessions/sessions.ts';

export type TokenKind = (typeof userTokens.$inferInsert)['kind'];

const HOUR = 60 * 60 * 1000;
const LIFETIME_MS: Record<TokenKind, number> = {
  activation: ACTIVATION_TOKEN_HOURS * HOUR,
  password_reset: PASSWORD_RESET_TOKEN_HOURS * HOUR,
};

const REFUSALS: Record<TokenKind, Record<'invalid' | 'used' | 'expired', Localized>> = {
  activation: {
    invalid: accountMessages.activationInvalid,
    used: accountMessages.activationUsed,
    expired: accountMessages.activationExpired,
  },
  password_reset: {
    invalid: accountMessages.resetInvalid,
    used: accountMessages.resetInvalid,
    expired: accountMessages.resetExpired,
  },
};

/** A signup's password hash and name, waiting with its activation link (see signup.ts). */
export interface PendingSignup {
  passwordHash: string;
  name: string;
}

/** The columns of a token that say which signup it carries, and when it was issued. */
const pendingColumns = {
  pendingPasswordHash: userTokens.pendingPasswordHash,
  pendingName: userTokens.pendingName,
  createdAt: userTokens.createdAt,
};

/** The user's links of `kind` that still work: a newer link, or a password reset, ends them. */
export const unusedTokens = (userId: number, kind: TokenKind) =>
  and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt));

/** The signup of the newest of these tokens, if it carries one. */
function newest(
  rows: { pendingPasswordHash: string | null; pendingName: string | null; createdAt: Date }[],
) {
  const [row] = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return row?.pendingPasswordHash && row.pendingName
    ? { passwordHash: row.pendingPasswordHash, name: row.pendingName }
    : undefined;
}

/**
 * A new single-use mail token (256 bits; the database keeps its SHA-256). Earlier unused tokens
 * of the same kind stop working, so only the newest mail's link is valid. The token carries
 * `pending` when given, else what the newest of the tokens it replaces carried (a resent link
 * applies the same signup).
 */
export async function issueToken(
  db: Database,
  userId: number,
  kind: TokenKind,
  pending?: PendingSignup,
  now = new Date(),
): Promise<string> {
  const replaced = await db
    .delete(userTokens)
    .where(unusedTokens(userId, kind))
    .returning(pendingColumns);
  const carried = pending ?? newest(replaced);
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    tokenHash: hashToken(token),
    userId,
    kind,
    pendingPasswordHash: carried?.passwordHash,
    pendingName: carried?.name,
    expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
    createdAt: now,
  });
  return token;
}

/** The signup waiting for the account's activation: what its newest unused link carries. */
export async function pendingSignup(
  db: Database,
  userId: number,
): Promise<PendingSignup | undefined> {
  const rows = await db
    .select(pendingColumns)
    .from(userTokens)
    .where(unusedTokens(userId, 'activation'));
  return newest(rows);
}

/** Why a token is refused: 404 unknown, 409 already used, 422 expired, each with its code. */
function refusal(kind: TokenKind, reason: 'invalid' | 'used' | 'expired'): AppError {
  const status = { invalid: 404, used: 409, expired: 422 }[reason];
  const code = {
    invalid: ACCOUNT_ERROR_CODES.tokenInvalid,
    used: ACCOUNT_ERROR_CODES.tokenUsed,
    expired: ACCOUNT_ERROR_CODES.tokenExpired,
  }[reason];
  return new AppError(status, REFUSALS[kind][reason], { code });
}

/** The account of a usable token, or the refusal that says why it is not usable. */
export async function checkToken(db: Database, token: string, kind: TokenKind, now = new Date()) {
  const [row] = await db
    .select({
      userId: userTokens.userId,
      email: users.email,
      usedAt: userTokens.usedAt,
      expiresAt: userTokens.expiresAt,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, kind)))
    .limit(1);
  if (!row) throw refusal(kind, 'invalid');
  if (row.usedAt) throw refusal(kind, 'used');
  if (row.expiresAt <= now) throw refusal(kind, 'expired');
  return { userId: row.userId, email: row.email };
}

/**
 * Marks a checked token used and answers the signup it carried, which it forgets. The row is
 * locked first and must be unused, so of two requests racing with the same link exactly one
 * wins; the other is refused as "already used".
 */
export async function consumeToken(
  tx: Database,
  token: string,
  kind: TokenKind,
  now: Date,
): Promise<PendingSignup | undefined> {
  const tokenHash = hashToken(token);
  const rows = await tx
    .select(pendingColumns)
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
      ),
    )
    .for('update');
  if (rows.length === 0) throw refusal(kind, 'used');
  await tx
    .update(userTokens)
    .set({ usedAt: now, pendingPasswordHash: null, pendingName: null })
    .where(eq(userTokens.tokenHash, tokenHash));
  return newest(rows);
}

/** A week after expiry a link is forgotten: until then it still gets its precise refusal. */
const KEEP_EXPIRED_MS = 7 * 24 * HOUR;

export async function purgeExpiredTokens(db: Database, now = new Date()) {
  await db
    .delete(userTokens)
    .where(lt(userTokens.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
}
