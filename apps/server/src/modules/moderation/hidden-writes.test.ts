import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agrees, eventComments, events, statementComments, statements } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  createEventRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { moderate } from './moderation-test-helpers.ts';

let ctx: TestContext;
let author: TestUser;
let other: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  author = await createUser(ctx.db);
  other = await createUser(ctx.db);
  moderator = await createUser(ctx.db, { role: 1 });
});
afterAll(() => ctx.close());

const post = (user: TestUser, url: string, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, 'x-client-locale': 'en' },
    payload,
  });

async function statementState(id: number) {
  const [row] = await ctx.db
    .select({ agreeCount: statements.agreeCount, commentCount: statements.commentCount })
    .from(statements)
    .where(eq(statements.id, id));
  const [agreeRows] = await ctx.db
    .select({ n: count() })
    .from(agrees)
    .where(eq(agrees.statementId, id));
  const [commentRows] = await ctx.db
    .select({ n: count() })
    .from(statementComments)
    .where(eq(statementComments.statementId, id));
  return { ...row, agrees: agreeRows?.n, comments: commentRows?.n };
}

async function eventState(id: number) {
  const [row] = await ctx.db
    .select({ commentsCount: events.commentsCount })
    .from(events)
    .where(eq(events.id, id));
  const [rows] = await ctx.db
    .select({ n: count() })
    .from(eventComments)
    .where(eq(eventComments.eventId, id));
  return { ...row, comments: rows?.n };
}

describe('writes on a hidden statement or event', () => {
  it('answers 404 to agrees and comments from whoever may not open the statement, changing nothing', async () => {
    const { id } = await createStatementRow(ctx.db, author.id);
    expect((await post(other, '/api/auth/agrees', { statement_id: id })).statusCode).toBe(200);
    expect((await moderate(ctx, moderator, `statement/${id}/hide`)).statusCode).toBe(200);
    const before = await statementState(id);

    const refused = [
      await post(other, '/api/auth/agrees', { statement_id: id }),
      await post(other, `/api/auth/agrees/delete/${id}`),
      await post(other, '/api/auth/comments', { statement_id: id, comment: '見えないはず' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not found/i);
    }
    expect(await statementState(id)).toEqual(before);
  });

  it('still lets its author and role 1, who can open it, agree and comment', async () => {
    const { id } = await createStatementRow(ctx.db, author.id);
    await moderate(ctx, moderator, `statement/${id}/hide`);
    for (const who of [author, moderator]) {
      expect((await post(who, '/api/auth/agrees', { statement_id: id })).statusCode).toBe(200);
      const comment = { statement_id: id, comment: 'まだ見えます' };
      expect((await post(who, '/api/auth/comments', comment)).statusCode).toBe(201);
    }
  });

  it('answers 404 to comments on a hidden event, changing nothing', async () => {
    const event = await createEventRow(ctx.db, moderator.id);
    expect((await moderate(ctx, moderator, `event/${event.id}/hide`)).statusCode).toBe(200);
    const before = await eventState(event.id);
    const res = await post(other, `/api/events/${event.id}/comments`, { comment: '見えないはず' });
    expect(res.statusCode).toBe(404);
    expect(await eventState(event.id)).toEqual(before);
  });
});
