import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationLogResponse } from '@iagree/contract';
import { statementComments, statements, users } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import {
  commentOn,
  createEventRow,
  createStatementRow,
  createUser,
  type TestUser,
} from '../../test/factories.ts';
import { moderate, reportAs } from './moderation-test-helpers.ts';

let ctx: TestContext;
let user: TestUser;
let moderator: TestUser;
let statementId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  user = await createUser(ctx.db);
  moderator = await createUser(ctx.db, { role: 1, name: '管理者さん' });
  statementId = (await createStatementRow(ctx.db, user.id)).id;
});
afterAll(() => ctx.close());

const get = (url: string, who?: TestUser | null) =>
  ctx.app.inject({ url, headers: who?.auth ?? {} });

const log = async () =>
  (await get('/api/auth/moderation/log', moderator)).json<ModerationLogResponse>().data;

/** Every role-1 call: guests 401, ordinary users 403, role 1 allowed. */
const calls: [string, (who: TestUser | null) => ReturnType<typeof get>][] = [
  ['GET reports', (who) => get('/api/auth/moderation/reports', who)],
  ['GET log', (who) => get('/api/auth/moderation/log?page=1', who)],
  ['hide', (who) => moderate(ctx, who, `statement/${statementId}/hide`)],
  ['restore', (who) => moderate(ctx, who, `statement/${statementId}/restore`)],
  ['block', (who) => moderate(ctx, who, `users/${user.id}/block`, { reason: '荒らし' })],
  ['unblock', (who) => moderate(ctx, who, `users/${user.id}/unblock`)],
  [
    'set a status',
    (who) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/auth/statements/${statementId}/status`,
        headers: who?.auth ?? {},
        payload: { status: 'under_review', answer: '検討します。' },
      }),
  ],
];

describe('the authorization matrix of the moderation calls', () => {
  it.each(calls)('%s: guest 401, user 403, role 1 200', async (_call, call) => {
    expect((await call(null)).statusCode).toBe(401);
    const refused = await call(user);
    expect(refused.statusCode).toBe(403);
    expect((await call(moderator)).statusCode).toBe(200);
  });

  it('answers 404 for unknown things and users, 422 for unknown kinds and a block without reason', async () => {
    expect((await moderate(ctx, moderator, 'statement/999999/hide')).statusCode).toBe(404);
    expect((await moderate(ctx, moderator, 'comment/999999/restore')).statusCode).toBe(404);
    expect((await moderate(ctx, moderator, 'users/999999/block', { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await moderate(ctx, moderator, `widget/${statementId}/hide`)).statusCode).toBe(422);
    expect((await moderate(ctx, moderator, `users/${user.id}/block`)).statusCode).toBe(422);
    const self = await moderate(ctx, moderator, `users/${moderator.id}/block`, { reason: 'x' });
    expect(self.statusCode).toBe(422);
  });
});

describe('the action log', () => {
  it('records who hid, restored, blocked and deleted what, when and why', async () => {
    const statement = await createStatementRow(ctx.db, user.id);
    await moderate(ctx, moderator, `statement/${statement.id}/hide`, { reason: 'スパム' });
    const [hidden] = await log();
    expect(hidden).toMatchObject({
      actor_name: '管理者さん',
      action: 'hide',
      target_type: 'statement',
      target_id: statement.id,
      target_name: statement.title,
      reason: 'スパム',
    });
    expect(Date.parse(hidden!.created_at)).not.toBeNaN();

    // Role 1 deleting another's statement and comment is logged; an author's own delete is not.
    const comment = await commentOn(ctx.db, statement.id, user.id);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/comments/delete/${statement.id}`,
      headers: moderator.auth,
      payload: { comment_id: comment.id },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/user/statements/delete/${statement.id}`,
      headers: moderator.auth,
    });
    const own = await createStatementRow(ctx.db, user.id);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/user/statements/delete/${own.id}`,
      headers: user.auth,
    });
    const event = await createEventRow(ctx.db, (await createUser(ctx.db, { role: 1 })).id);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}`,
      headers: moderator.auth,
    });
    const entries = (await log()).slice(0, 3).map((entry) => [entry.action, entry.target_type]);
    expect(entries).toEqual([
      ['delete', 'event'],
      ['delete', 'statement'],
      ['delete', 'comment'],
    ]);
    expect(
      (await log()).some((entry) => entry.target_id === own.id && entry.action === 'delete'),
    ).toBe(false);
  });

  it('records a visible comment and event comment that role 1 hid unreported, with the reason', async () => {
    const statement = await createStatementRow(ctx.db, user.id);
    const comment = await commentOn(ctx.db, statement.id, user.id);
    const event = await createEventRow(ctx.db, moderator.id);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/comments`,
      headers: user.auth,
      payload: { comment: '宣伝です' },
    });
    const eventComment = posted.json<{ data: { id: number } }>().data;

    const hid = [
      await moderate(ctx, moderator, `comment/${comment.id}/hide`, { reason: '宣伝' }),
      await moderate(ctx, moderator, `event_comment/${eventComment.id}/hide`, { reason: '暴言' }),
    ];
    expect(hid.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await log()).slice(0, 2)).toMatchObject([
      { action: 'hide', target_type: 'event_comment', target_id: eventComment.id, reason: '暴言' },
      { action: 'hide', target_type: 'comment', target_id: comment.id, reason: '宣伝' },
    ]);
    const eventPage = (await get(`/api/events/${event.id}/comments`)).json();
    expect(eventPage.data).toEqual([]);
    const [hidden] = await ctx.db
      .select({ reason: statementComments.hiddenReason })
      .from(statementComments)
      .where(eq(statementComments.id, comment.id));
    expect(hidden?.reason).toBe('moderator');
  });

  it('names the users and things it acted on, and no longer a deleted one', async () => {
    const troll = await createUser(ctx.db, { name: '荒らし太郎' });
    await moderate(ctx, moderator, `users/${troll.id}/block`, { reason: '荒らし' });
    const statement = await createStatementRow(ctx.db, user.id, { title: '消える声' });
    await moderate(ctx, moderator, `statement/${statement.id}/hide`);
    expect((await log()).slice(0, 2)).toMatchObject([
      { action: 'hide', target_name: '消える声' },
      { action: 'block', target_type: 'user', target_id: troll.id, target_name: '荒らし太郎' },
    ]);
    await ctx.db.delete(statements).where(eq(statements.id, statement.id));
    expect((await log())[0]).toMatchObject({ target_id: statement.id, target_name: null });
  });

  it('names a person who deleted their account as a former member, in the log and the reports', async () => {
    const gone = await createUser(ctx.db, { name: '去った人' });
    const statement = await createStatementRow(ctx.db, gone.id, { title: '残された声' });
    await reportAs(ctx, user, { target_type: 'statement', target_id: statement.id });
    await moderate(ctx, moderator, `users/${gone.id}/block`, { reason: '荒らし' });
    // What account deletion leaves of the row (decision 029): no name, a deletion time.
    await ctx.db
      .update(users)
      .set({ name: '', deletedAt: new Date() })
      .where(eq(users.id, gone.id));
    expect((await log())[0]).toMatchObject({ target_id: gone.id, target_name: '退会したユーザー' });
    const reported = [];
    for (const status of ['open', 'resolved']) {
      const url = `/api/auth/moderation/reports?status=${status}&language=en`;
      reported.push(...(await get(url, moderator)).json().data);
    }
    expect(
      reported.find((item: { target_id: number }) => item.target_id === statement.id),
    ).toMatchObject({ author_name: 'Former member' });
  });

  it('pages the reports grouped by thing, with reasons and counts, newest first', async () => {
    const reporters = [await createUser(ctx.db), await createUser(ctx.db)];
    const older = await createStatementRow(ctx.db, user.id, { title: '古い通報' });
    const newer = await createStatementRow(ctx.db, user.id, { title: '新しい通報' });
    await reportAs(ctx, reporters[0]!, { target_type: 'statement', target_id: older.id });
    await reportAs(ctx, reporters[0]!, {
      target_type: 'statement',
      target_id: newer.id,
      reason: 'offensive',
      details: '暴言',
    });
    await reportAs(ctx, reporters[1]!, { target_type: 'statement', target_id: newer.id });
    const body = (await get('/api/auth/moderation/reports?status=open&page=1', moderator)).json();
    expect(body.data.slice(0, 2)).toMatchObject([
      {
        target_id: newer.id,
        excerpt: '新しい通報',
        author_id: user.id,
        reports_count: 2,
        reasons: [
          { reason: 'spam', count: 1 },
          { reason: 'offensive', count: 1 },
        ],
        details: ['暴言'],
        hidden_reason: null,
      },
      { target_id: older.id, reports_count: 1 },
    ]);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1 });
    // A deleted thing leaves the list.
    await ctx.db.delete(statements).where(eq(statements.id, older.id));
    const after = (await get('/api/auth/moderation/reports', moderator)).json();
    expect(after.data.map((item: { target_id: number }) => item.target_id)).not.toContain(older.id);
  });
});

describe('a blocked user', () => {
  it('logs in and reads, every write answers 403 saying so, and their posts are hidden', async () => {
    const blocked = await createUser(ctx.db);
    const statement = await createStatementRow(ctx.db, blocked.id);
    const other = await createStatementRow(ctx.db, user.id);
    const comment = await commentOn(ctx.db, other.id, blocked.id);
    const event = await createEventRow(ctx.db, moderator.id);
    expect(
      (await moderate(ctx, moderator, `users/${blocked.id}/block`, { reason: '荒らし行為' }))
        .statusCode,
    ).toBe(200);

    const me = await get('/api/auth/user', blocked);
    expect(me.statusCode).toBe(200);
    expect(me.json().blocked).toBe(true);
    expect((await get('/api/statements', blocked)).statusCode).toBe(200);

    const writes: [string, string, Record<string, unknown> | undefined][] = [
      ['POST', '/api/auth/statements', undefined],
      ['POST', `/api/auth/user/statements/update/${statement.id}`, undefined],
      ['POST', `/api/auth/user/statements/delete/${statement.id}`, undefined],
      ['POST', '/api/auth/agrees', { statement_id: other.id }],
      ['POST', `/api/auth/agrees/delete/${other.id}`, undefined],
      ['POST', '/api/auth/comments', { statement_id: other.id, comment: 'こんにちは' }],
      ['POST', `/api/auth/comments/delete/${other.id}`, { comment_id: comment.id }],
      ['POST', `/api/events/${event.id}/comments`, { comment: 'こんにちは' }],
      ['POST', '/api/auth/events', undefined],
      ['POST', `/api/auth/events/update/${event.id}`, undefined],
      ['DELETE', `/api/auth/events/${event.id}`, undefined],
      ['POST', '/api/auth/user/updateAvatar', undefined],
      ['POST', '/api/auth/user/update-locale', { locale: 'en' }],
      [
        'POST',
        '/api/auth/reports',
        { target_type: 'statement', target_id: other.id, reason: 'spam' },
      ],
    ];
    for (const [method, url, payload] of writes) {
      const res = await ctx.app.inject({
        method: method as 'POST' | 'DELETE',
        url,
        headers: { ...blocked.auth, 'x-client-locale': 'en' },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message, url).toMatch(/blocked/);
    }
    const ja = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/agrees',
      headers: blocked.auth,
      payload: { statement_id: other.id },
    });
    expect(ja.json().message).toMatch(/停止/);

    expect((await get(`/api/statements/${statement.id}`)).statusCode).toBe(404);
    const [hiddenComment] = await ctx.db
      .select({ hiddenReason: statementComments.hiddenReason })
      .from(statementComments)
      .where(eq(statementComments.id, comment.id));
    expect(hiddenComment?.hiddenReason).toBe('blocked');

    // Unblocked: their posts come back and they write again.
    expect((await moderate(ctx, moderator, `users/${blocked.id}/unblock`)).statusCode).toBe(200);
    expect((await get(`/api/statements/${statement.id}`)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, blocked.id));
    expect(row?.blockedAt).toBeNull();
    const agreed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/agrees',
      headers: blocked.auth,
      payload: { statement_id: other.id },
    });
    expect(agreed.statusCode).toBe(200);
    const actions = (await log()).slice(0, 2).map((entry) => [entry.action, entry.reason]);
    expect(actions).toEqual([
      ['unblock', null],
      ['block', '荒らし行為'],
    ]);
  });
});
