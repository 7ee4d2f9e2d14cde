import { eq } from 'drizzle-orm';
import type { Locale } from '@iagree/contract';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';

export async function updateLocale(db: Database, userId: number, locale: Locale) {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
