import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_SETTINGS,
  NOTIFICATION_KINDS,
  type EmailFrequency,
  type NotificationKind,
  type NotificationSettings,
} from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { notificationSettings, unsubscribeTokens } from '../../db/schema.ts';

/** How each of `userIds` wants mail of `kind`: their choice, else the default. */
export async function frequenciesOf(
  db: Database,
  userIds: number[],
  kind: NotificationKind,
): Promise<Map<number, EmailFrequency>> {
  const chosen =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: notificationSettings.userId,
            frequency: notificationSettings.frequency,
          })
          .from(notificationSettings)
          .where(
            and(inArray(notificationSettings.userId, userIds), eq(notificationSettings.kind, kind)),
          );
  const byUser = new Map(userIds.map((id) => [id, DEFAULT_EMAIL_SETTINGS[kind]]));
  for (const row of chosen) byUser.set(row.userId, row.frequency);
  return byUser;
}

/** Every kind's frequency for the user. */
export async function settingsOf(db: Database, userId: number): Promise<NotificationSettings> {
  const rows = await db
    .select({ kind: notificationSettings.kind, frequency: notificationSettings.frequency })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const email = { ...DEFAULT_EMAIL_SETTINGS };
  for (const row of rows) email[row.kind] = row.frequency;
  return { email };
}

/** Sets the frequencies given (the other kinds stay as they are); answers every kind's. */
export async function changeSettings(
  db: Database,
  userId: number,
  email: Partial<Record<NotificationKind, EmailFrequency>>,
): Promise<NotificationSettings> {
  const rows = NOTIFICATION_KINDS.flatMap((kind) => {
    const frequency = email[kind];
    return frequency ? [{ userId, kind, frequency }] : [];
  });
  if (rows.length > 0) {
    await db
      .insert(notificationSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.kind],
        set: { frequency: sql`excluded.frequency` },
      });
  }
  return settingsOf(db, userId);
}

/**
 * The unsubscribe token of the user and kind, made the first time a mail of the kind needs
 * it: 256 random bits, kept as they are so every mail of the kind carries the same link.
 */
export async function unsubscribeToken(
  db: Database,
  userId: number,
  kind: NotificationKind,
): Promise<string> {
  await db
    .insert(unsubscribeTokens)
    .values({ token: randomBytes(32).toString('base64url'), userId, kind })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: unsubscribeTokens.token })
    .from(unsubscribeTokens)
    .where(and(eq(unsubscribeTokens.userId, userId), eq(unsubscribeTokens.kind, kind)));
  if (!row) throw new Error('unsubscribe token not made');
  return row.token;
}

/** The user and kind of a token, set to `never`; undefined for an unknown token. */
export async function unsubscribe(
  db: Database,
  token: string,
): Promise<{ kind: NotificationKind } | undefined> {
  const [row] = await db
    .select({ userId: unsubscribeTokens.userId, kind: unsubscribeTokens.kind })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.token, token));
  if (!row) return undefined;
  await changeSettings(db, row.userId, { [row.kind]: 'never' });
  return { kind: row.kind };
}
