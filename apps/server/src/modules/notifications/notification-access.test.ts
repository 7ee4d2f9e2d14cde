import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_SETTINGS, type MyStatement } from '@iagree/contract';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createStatementRow, createUser, type TestUser } from '../../test/factories.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { createStatement } from '../statements/statement-test-helpers.ts';
import {
  call,
  comment,
  headerLine,
  inbox,
  mailsTo,
  MAIL_WAIT_MS,
  mailWaiting,
} from './notification-test-helpers.ts';

let ctx: TestContext;
let capture: SmtpCapture;
let moderator: TestUser;

beforeAll(async () => {
  capture = await startSmtpCapture();
  ctx = await buildTestApp({ SMTP_URL: capture.url });
  moderator = await createUser(ctx.db, { role: 1 });
});
afterAll(async () => {
  await ctx.close();
  await capture.close();
});

const settingsUrl = '/api/auth/user/notification-settings';

/** A statement of `author` that `commenter` commented on, so `author` has one notification. */
async function notified(author: TestUser) {
  const statement = await createStatementRow(ctx.db, author.id);
  const commenter = await createUser(ctx.db);
  await comment(ctx, commenter, statement.id);
  return statement;
}

describe('reading and marking notifications', () => {
  it('needs a login', async () => {
    expect((await call(ctx, null, 'GET', '/api/auth/notifications')).statusCode).toBe(401);
    const read = await call(ctx, null, 'POST', '/api/auth/notifications/read', { all: true });
    expect(read.statusCode).toBe(401);
  });

  it('shows and marks only the caller’s own', async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await notified(owner);
    const [item] = (await inbox(ctx, owner)).data;
    expect((await inbox(ctx, other)).data).toEqual([]);
    const res = await call(ctx, other, 'POST', '/api/auth/notifications/read', { ids: [item!.id] });
    expect(res.json()).toEqual({ unread: 0 });
    expect((await inbox(ctx, owner)).meta.unread).toBe(1);
    const mine = await call(ctx, owner, 'POST', '/api/auth/notifications/read', {
      ids: [item!.id],
    });
    expect(mine.json()).toEqual({ unread: 0 });
    expect((await inbox(ctx, owner)).data[0]?.read).toBe(true);
  });

  it('refuses a body that names neither ids nor all, or both, and marks nothing', async () => {
    const owner = await createUser(ctx.db);
    await notified(owner);
    const [item] = (await inbox(ctx, owner)).data;
    for (const body of [{}, { all: 'yes' }, { ids: [] }, { ids: [item!.id], all: true }]) {
      const res = await call(ctx, owner, 'POST', '/api/auth/notifications/read', body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors).length).toBeGreaterThan(0);
    }
    const neither = await call(ctx, owner, 'POST', '/api/auth/notifications/read', {});
    expect(neither.json()).toMatchObject({
      errors: {
        ids: ['既読にする通知（ids）か、すべて（all: true）のどちらか一方を指定してください'],
      },
    });
    expect((await inbox(ctx, owner)).meta.unread).toBe(1);
  });

  it('pages newest first, 20 a page', { timeout: 60_000 }, async () => {
    const owner = await createUser(ctx.db);
    for (let i = 0; i < 21; i += 1) await notified(owner);
    const first = await inbox(ctx, owner);
    expect(first.meta).toEqual({ unread: 21, current_page: 1, last_page: 2 });
    expect(first.data).toHaveLength(20);
    const second = await inbox(ctx, owner, '?page=2');
    expect(second.data).toHaveLength(1);
    expect(second.data[0]!.id).toBeLessThan(first.data[19]!.id);
  });

  it('changes no shared answer when marking read or following', async () => {
    const owner = await createUser(ctx.db);
    const statement = await notified(owner);
    const before = await ctx.app.answerCache.version();
    await call(ctx, owner, 'POST', '/api/auth/notifications/read', { all: true });
    await call(ctx, owner, 'PUT', `/api/auth/statements/${statement.id}/follow`);
    await call(ctx, owner, 'DELETE', `/api/auth/statements/${statement.id}/follow`);
    await call(ctx, owner, 'POST', settingsUrl, { email: { comment: 'daily' } });
    expect(await ctx.app.answerCache.version()).toBe(before);
  });
});

describe('e-mail settings', () => {
  it('answers the defaults, then what the user chose for the kinds they named', async () => {
    const user = await createUser(ctx.db);
    expect((await call(ctx, user, 'GET', settingsUrl)).json()).toEqual({
      email: DEFAULT_EMAIL_SETTINGS,
    });
    const res = await call(ctx, user, 'POST', settingsUrl, {
      email: { comment: 'daily', agree_milestone: 'never' },
    });
    const expected = {
      email: { ...DEFAULT_EMAIL_SETTINGS, comment: 'daily', agree_milestone: 'never' },
    };
    expect(res.json()).toEqual(expected);
    expect((await call(ctx, user, 'GET', settingsUrl)).json()).toEqual(expected);
  });

  it('lets a blocked account stop its mail from the settings, not only by a link', async () => {
    const blocked = await createUser(ctx.db, { blockedAt: new Date() });
    const res = await call(ctx, blocked, 'POST', settingsUrl, { email: { comment: 'never' } });
    expect(res.statusCode).toBe(200);
    expect((await call(ctx, blocked, 'GET', settingsUrl)).json()).toEqual({
      email: { ...DEFAULT_EMAIL_SETTINGS, comment: 'never' },
    });
    expect((await call(ctx, null, 'POST', settingsUrl, { email: {} })).statusCode).toBe(401);
  });

  it('refuses an unknown frequency or kind with 422 in the caller’s language, changing nothing', async () => {
    const user = await createUser(ctx.db);
    for (const [locale, pattern] of [
      ['ja', /[\u3040-\u30ff]/],
      ['en', /[a-z]/i],
    ] as const) {
      const res = await call(
        ctx,
        user,
        'POST',
        settingsUrl,
        { email: { comment: 'weekly' } },
        locale,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json<{ message: string }>().message).toMatch(pattern);
      const kind = await call(ctx, user, 'POST', settingsUrl, { email: { sms: 'daily' } }, locale);
      expect(kind.statusCode).toBe(422);
    }
    expect((await call(ctx, user, 'GET', settingsUrl)).json()).toEqual({
      email: DEFAULT_EMAIL_SETTINGS,
    });
  });
});

describe('unsubscribing from a mail', () => {
  /** The one-click token of the comment mail that `author` receives. */
  async function tokenFromMail(author: TestUser) {
    await notified(author);
    await mailWaiting(ctx);
    const mail = await capture.waitFor(author.email, MAIL_WAIT_MS);
    const header = headerLine(mail, 'List-Unsubscribe')!;
    return header.slice(header.lastIndexOf('/') + 1, -1);
  }

  it('takes the RFC 8058 form body without a login and stops that kind', async () => {
    const author = await createUser(ctx.db);
    const token = await tokenFromMail(author);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'comment', message: expect.stringContaining('コメント') });
    const settings = await call(ctx, author, 'GET', settingsUrl);
    expect(settings.json()).toEqual({ email: { ...DEFAULT_EMAIL_SETTINGS, comment: 'never' } });
    await notified(author);
    await mailWaiting(ctx);
    expect(await mailsTo(ctx, author)).toHaveLength(1);
  });

  it('takes a JSON or empty body as well, in the caller’s language', async () => {
    const author = await createUser(ctx.db);
    const token = await tokenFromMail(author);
    const json = await call(ctx, null, 'POST', `/api/notifications/unsubscribe/${token}`, {}, 'en');
    expect(json.json()).toEqual({ kind: 'comment', message: expect.stringContaining('comments') });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe/${token}`,
    });
    expect(empty.statusCode).toBe(200);
  });

  it('answers 404 with a localized message to an unknown token', async () => {
    const unknown = 'x'.repeat(43);
    for (const [locale, text] of [
      ['ja', 'この配信停止リンクは無効です。'],
      ['en', 'This unsubscribe link is not valid.'],
    ] as const) {
      const res = await call(
        ctx,
        null,
        'POST',
        `/api/notifications/unsubscribe/${unknown}`,
        {},
        locale,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(text);
    }
  });

  it('keeps other calls JSON-only', async () => {
    const user = await createUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: settingsUrl,
      headers: { ...user.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=1',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('following statements', () => {
  it('follows and unfollows idempotently, and lists what the caller follows but did not write', async () => {
    const author = await createUser(ctx.db);
    const reader = await createUser(ctx.db);
    const statement = await createStatementRow(ctx.db, author.id);
    const own = await createStatementRow(ctx.db, reader.id);
    const url = `/api/auth/statements/${statement.id}/follow`;
    expect((await call(ctx, reader, 'GET', url)).json()).toEqual({ following: false });
    for (let i = 0; i < 2; i += 1) {
      expect((await call(ctx, reader, 'PUT', url)).json()).toEqual({ following: true });
    }
    await call(ctx, reader, 'PUT', `/api/auth/statements/${own.id}/follow`);
    expect((await call(ctx, reader, 'GET', url)).json()).toEqual({ following: true });
    const listed = await call(ctx, reader, 'GET', '/api/auth/user/statements/followed');
    expect(listed.statusCode).toBe(200);
    const body = listed.json<{ data: MyStatement[]; totalPage: number }>();
    expect(body.data.map((item) => item.id)).toEqual([statement.id]);
    expect(body.totalPage).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      expect((await call(ctx, reader, 'DELETE', url)).json()).toEqual({ following: false });
    }
    const after = await call(ctx, reader, 'GET', '/api/auth/user/statements/followed');
    expect(after.json<{ data: MyStatement[] }>().data).toEqual([]);
  });

  it('answers 404 for a statement the caller may not open, and 401 to a guest', async () => {
    const author = await createUser(ctx.db);
    const reader = await createUser(ctx.db);
    const hidden = await createStatementRow(ctx.db, author.id, {
      hiddenAt: new Date(),
      hiddenReason: 'moderator',
    });
    const url = `/api/auth/statements/${hidden.id}/follow`;
    expect((await call(ctx, reader, 'PUT', url)).statusCode).toBe(404);
    expect((await call(ctx, reader, 'GET', url)).statusCode).toBe(404);
    expect((await call(ctx, author, 'GET', url)).statusCode).toBe(200);
    expect((await call(ctx, moderator, 'PUT', url)).statusCode).toBe(200);
    expect((await call(ctx, null, 'GET', url)).statusCode).toBe(401);
    expect((await call(ctx, reader, 'PUT', '/api/auth/statements/999999/follow')).statusCode).toBe(
      404,
    );
  });

  it('makes the author of a new statement its follower', async () => {
    const author = await createUser(ctx.db);
    const res = await createStatement(ctx, author.auth);
    const id = res.json<{ data: { id: number } }>().data.id;
    const following = await call(ctx, author, 'GET', `/api/auth/statements/${id}/follow`);
    expect(following.json()).toEqual({ following: true });
  });
});
