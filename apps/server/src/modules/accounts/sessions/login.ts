import { randomBytes } from 'node:crypto';
import { ACCOUNT_ERROR_CODES } from '@iagree/contract';
import { hashPassword, verifyPassword } from '../../../adapters/password.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { accountMessages } from '../messages.ts';
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
  const passwordHash = user?.passwordHash ?? (await timingDummy());
  const matches = await verifyPassword(passwordHash, password);
  if (!user?.passwordHash || !matches) throw new AppError(401, accountMessages.loginFailed);
  if (!user.activatedAt) {
    throw new AppError(403, accountMessages.notActivated, {
      code: ACCOUNT_ERROR_CODES.notActivated,
    });
  }
  return user;
}
