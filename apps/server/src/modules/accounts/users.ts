import { eq } from 'drizzle-orm';
import { toLocale, type CurrentUser } from '@iagree/contract';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** What publicUser shows of a person: read by every session check and by their data's export. */
export const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  role: users.role,
  locale: users.locale,
};

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The user as the API shows it: the avatar as a public URL, the locale as a known one. */
export function publicUser(
  user: Pick<UserRow, keyof typeof profileColumns> & {
    blocked?: boolean;
    blockedAt?: Date | null;
    has_password?: boolean;
    passwordHash?: string | null;
    department_ids?: number[];
  },
  storage: Storage,
): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar ? storage.url(user.avatar) : null,
    role: user.role,
    locale: toLocale(user.locale),
    blocked: user.blocked ?? (user.blockedAt !== undefined && user.blockedAt !== null),
    has_password:
      user.has_password ?? (user.passwordHash !== undefined && user.passwordHash !== null),
    department_ids: user.department_ids ?? [],
  };
}
