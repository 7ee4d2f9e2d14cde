import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userTokens } from '../db/schema.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { firstTurnDone } from '../test/jobs.ts';
import { SESSION_IDLE_MS } from '../modules/accounts/sessions/sessions.ts';
import { issueToken } from '../modules/accounts/mail/tokens.ts';
import { runExclusive } from './schedule.ts';
import { sessionPurge } from './session-purge.ts';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
  await firstTurnDone(ctx.db, sessionPurge);
});
afterAll(() => ctx.close());

const purge = (now = new Date()) =>
  runExclusive(ctx.db, sessionPurge, { storage: ctx.storage, log: ctx.app.log, now });

describe('the session purge job', () => {
  it('deletes expired and idle sessions and keeps live ones', async () => {
    const live = await createUser(ctx.db);
    const expired = await createUser(ctx.db);
    const idle = await createUser(ctx.db);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.userId, idle.id));
    expect(await purge()).toBe(true);
    const left = await ctx.db.select().from(sessions);
    expect(left.map((row) => row.userId)).toEqual([live.id]);
  });

  it('forgets mail links a week after they expire', async () => {
    const user = await createUser(ctx.db);
    await issueToken(ctx.db, user.id, 'password_reset');
    await purge(new Date(Date.now() + 6 * DAY));
    expect(await ctx.db.select().from(userTokens)).toHaveLength(1);
    await purge(new Date(Date.now() + 8 * DAY));
    expect(await ctx.db.select().from(userTokens)).toHaveLength(0);
  });
});
