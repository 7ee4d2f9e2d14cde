import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement, StatementListResponse } from '@iagree/contract';
import { createMemoryAnswerCache } from '../../adapters/answer-cache.ts';
import { sessions, users } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { agreeWith, createStatementRow, createUser, type TestUser } from '../../test/factories.ts';
import { createSession, SESSION_IDLE_MS } from '../accounts/sessions/sessions.ts';

/**
 * A signed-in reader's list and detail check the session in the same query that reads their
 * agree flags (docs/decisions/015). The answer cache's clock stands still and nothing below
 * bumps its version, so whatever changes between two reads is the session check's doing.
 */
let ctx: TestContext;
let author: TestUser;
let agreed: number[];
let others: number[];
/** A title that spells the JSON of a guest's flag. */
const TRICKY_TITLE = 'Title with "agree_flag":false inside';

beforeAll(async () => {
  ctx = await buildTestApp({}, { answerCache: createMemoryAnswerCache(() => 0) });
  author = await createUser(ctx.db);
  const rows = [];
  for (const title of [TRICKY_TITLE, 'second', 'third', 'fourth']) {
    rows.push(await createStatementRow(ctx.db, author.id, { title }));
  }
  agreed = [rows[0]!.id, rows[2]!.id];
  others = [rows[1]!.id, rows[3]!.id];
});
afterAll(() => ctx.close());

const LIST = '/api/statements?sortBy=created_at_desc&offset=0';

/** A reader who agreed with the first and third statements. */
async function reader() {
  const user = await createUser(ctx.db);
  for (const id of agreed) await agreeWith(ctx.db, id, [user.id]);
  return user;
}

async function list(headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ url: LIST, headers });
  expect(res.statusCode).toBe(200);
  return {
    cacheControl: res.headers['cache-control'],
    data: res.json<StatementListResponse>().data,
  };
}

async function detail(id: number, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ url: `/api/statements/${id}`, headers });
  return {
    status: res.statusCode,
    cacheControl: res.headers['cache-control'],
    data: res.json<{ data?: Statement }>().data,
  };
}

const flagsOf = (items: Statement[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.agree_flag]));

/** What the reader's list shows of these statements' flags. */
const expectedFlags = (value: boolean) =>
  Object.fromEntries([...agreed.map((id) => [id, value]), ...others.map((id) => [id, false])]);

/** The guests' answer with, as a guest's, every flag false. */
const asGuests = (items: Statement[]) => items.map((item) => ({ ...item, agree_flag: false }));

describe("a signed-in reader's list and detail", () => {
  it("are the guests' answer with exactly their own flags set", async () => {
    const user = await reader();
    const guest = await list();
    const mine = await list(user.auth);
    expect(mine.cacheControl).toBe('private, no-store');
    expect(flagsOf(mine.data)).toMatchObject(expectedFlags(true));
    expect(asGuests(mine.data)).toEqual(guest.data);
    expect(mine.data.find((item) => item.id === agreed[0])?.title).toBe(TRICKY_TITLE);

    const [first, second] = [
      await detail(agreed[0]!, user.auth),
      await detail(others[0]!, user.auth),
    ];
    expect(first).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
    expect(first.data).toMatchObject({ title: TRICKY_TITLE, agree_flag: true });
    expect(second.data?.agree_flag).toBe(false);
  });

  it('turn into the guests’ at once after logout, though no answer changed', async () => {
    const user = await reader();
    expect(flagsOf((await list(user.auth)).data)).toMatchObject(expectedFlags(true));
    const logout = await ctx.app.inject({ url: '/api/auth/logout', headers: user.auth });
    expect(logout.statusCode).toBe(200);

    const after = await list(user.auth);
    expect(after.cacheControl).toBe('public, max-age=1, s-maxage=1');
    expect(flagsOf(after.data)).toMatchObject(expectedFlags(false));
    const single = await detail(agreed[0]!, user.auth);
    expect(single.cacheControl).toBe('public, max-age=1, s-maxage=1');
    expect(single.data?.agree_flag).toBe(false);
  });

  it('turn into the guests’ at once when the session ends elsewhere, expires or idles', async () => {
    // Deleted in the database, as another app server's logout or a password change does.
    const revoked = await reader();
    expect((await detail(agreed[0]!, revoked.auth)).data?.agree_flag).toBe(true);
    await ctx.db.delete(sessions).where(eq(sessions.userId, revoked.id));

    const expired = await reader();
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    const idle = await reader();
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.userId, idle.id));

    for (const user of [revoked, expired, idle]) {
      expect(flagsOf((await list(user.auth)).data)).toMatchObject(expectedFlags(false));
      expect((await detail(agreed[0]!, user.auth)).data?.agree_flag).toBe(false);
    }
    const unknown = await list({ authorization: 'Bearer not-a-session' });
    expect(unknown.cacheControl).toBe('public, max-age=1, s-maxage=1');
  });

  it('read the role now: a demoted moderator no longer opens a hidden statement', async () => {
    const hidden = await createStatementRow(ctx.db, author.id, { hiddenAt: new Date() });
    const moderator = await createUser(ctx.db, { role: 1 });
    expect((await detail(hidden.id, moderator.auth)).status).toBe(200);
    expect((await detail(hidden.id)).status).toBe(404);
    expect((await detail(hidden.id, author.auth)).status).toBe(200);

    await ctx.db.update(users).set({ role: 0 }).where(eq(users.id, moderator.id));
    expect((await detail(hidden.id, moderator.auth)).status).toBe(404);
  });

  it('keep a blocked reader’s flags, while their writes are refused at once', async () => {
    const user = await reader();
    await ctx.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    expect(flagsOf((await list(user.auth)).data)).toMatchObject(expectedFlags(true));
    const agree = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/agrees',
      headers: user.auth,
      payload: { statement_id: others[0] },
    });
    expect(agree.statusCode).toBe(403);
  });

  it('answer each of many readers asking at once with their own flags', async () => {
    // Asked in the same turn of the event loop, these share one round trip (reader.ts).
    const users = [await reader(), await createUser(ctx.db), await reader()];
    const answers = await Promise.all([
      list(users[0]!.auth),
      list(users[1]!.auth),
      detail(agreed[0]!, users[2]!.auth),
      detail(agreed[0]!, users[1]!.auth),
      list({ authorization: 'Bearer not-a-session' }),
      detail(agreed[1]!, users[0]!.auth),
    ]);
    expect(flagsOf(answers[0].data)).toMatchObject(expectedFlags(true));
    expect(flagsOf(answers[1].data)).toMatchObject(expectedFlags(false));
    expect(answers[1].cacheControl).toBe('private, no-store');
    expect(answers[2].data?.agree_flag).toBe(true);
    expect(answers[3]).toMatchObject({ cacheControl: 'private, no-store' });
    expect(answers[3].data?.agree_flag).toBe(false);
    expect(answers[4].cacheControl).toBe('public, max-age=1, s-maxage=1');
    expect(answers[5].data?.agree_flag).toBe(true);
  });

  it('mark the session as used, as every signed-in call does', async () => {
    const user = await createUser(ctx.db);
    const { token } = await createSession(ctx.db, user.id, new Date(Date.now() - 2 * 3600_000));
    const before = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const stale = before.find((row) => row.lastSeenAt.getTime() < Date.now() - 3600_000);
    expect(stale).toBeDefined();

    await list({ authorization: `Bearer ${token}` });
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, stale!.tokenHash));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
