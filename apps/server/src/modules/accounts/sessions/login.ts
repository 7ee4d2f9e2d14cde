import { randomBytes } from 'node:crypto';
import { ACCOUNT_ERROR_CODES } from '@iagree/contract';
import { hashPassword, verifyPassword } from '../../../adapters/password.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { accountMessages } from '../messages.ts';
import { pendingSignup } from '../mail/tokens.ts';
import { findUserByEmail, type UserRow } from '../users.ts';

let dummyHash: Promise<string> | undefined;

/**
 * A hash no password matches, verified when there is no account (or it has no password), so
 * an unknown address costs the same argon2 time as a known one and the answer cannot tell them
 * apart.
 */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * The hash a login is checked against: an account that waits for activation has its password
 * on its newest activation link (a legacy one on the account itself).
 */
async function passwordHashOf(db: Database, user: UserRow | undefined) {
  if (!user) return undefined;
  if (user.activatedAt) return user.passwordHash ?? undefined;
  return (await pendingSignup(db, user.id))?.passwordHash ?? user.passwordHash ?? undefined;
}

/**
 * The account behind an e-mail address and password. A wrong password, an unknown address and
 * an account without a password (social login only) get the same refusal; only the owner of the
 * right password learns that the account still waits for activation.
 */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const passwordHash = await passwordHashOf(db, user);
  const matches = await verifyPassword(passwordHash ?? (await timingDummy()), password);
  if (!user || !passwordHash || !matches) throw new AppError(401, accountMessages.loginFailed);
  if (!user.activatedAt) {
    throw new AppError(403, accountMessages.notActivated, {
      code: ACCOUNT_ERROR_CODES.notActivated,
    });
  }
  return user;
}
