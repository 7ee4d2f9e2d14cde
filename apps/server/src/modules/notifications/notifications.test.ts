import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationDigest } from '../../jobs/notification-digest.ts';
import { runInPeriod } from '../../jobs/schedule.ts';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createEventRow, createUser, type TestUser } from '../../test/factories.ts';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import {
  anotherStatement,
  createStatement,
  validFields,
} from '../statements/statement-test-helpers.ts';
import {
  call,
  comment,
  headerLine,
  inbox,
  mailsTo,
  MAIL_WAIT_MS,
  mailWaiting,
  notificationCount,
  runDigest,
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
beforeEach(() => {
  capture.messages.length = 0;
});

/** A statement posted through the API by `author` (who then follows it), with its id. */
async function postStatement(author: TestUser, fields: Record<string, string> = {}) {
  const res = await createStatement(ctx, author.auth, { ...anotherStatement(), ...fields });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

describe('a comment on my statement', () => {
  it('notifies the author and the followers once each, never the commenter, and mails each once', async () => {
    const author = await createUser(ctx.db, { locale: 'en' });
    const follower = await createUser(ctx.db);
    const commenter = await createUser(ctx.db);
    const id = await postStatement(author);
    expect((await call(ctx, follower, 'PUT', `/api/auth/statements/${id}/follow`)).statusCode).toBe(
      200,
    );
    // The commenter follows too: their own comment must not come back to them.
    await call(ctx, commenter, 'PUT', `/api/auth/statements/${id}/follow`);

    expect((await comment(ctx, commenter, id)).statusCode).toBe(201);

    const mine = await inbox(ctx, author);
    expect(mine.meta.unread).toBe(1);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      kind: 'comment',
      read: false,
      count: 1,
      link: `/?statement=${id}`,
      actor: { id: commenter.id, name: commenter.name },
    });
    expect(mine.data[0]?.message).toContain(commenter.name);
    expect((await inbox(ctx, follower)).data[0]?.message).toContain('フォロー中の声');
    expect(await notificationCount(ctx, commenter)).toBe(0);

    // Immediate mail waits for the burst; then exactly one each, in the recipient's language.
    expect(await mailsTo(ctx, author)).toHaveLength(0);
    await mailWaiting(ctx);
    const mail = await capture.waitFor(author.email, MAIL_WAIT_MS);
    expect(await mailsTo(ctx, author)).toHaveLength(1);
    expect(await mailsTo(ctx, follower)).toHaveLength(1);
    expect(await mailsTo(ctx, commenter)).toHaveLength(0);
    expect(mail.subject).toBe(
      `[iAgree] ${commenter.name} commented on your statement “${validFields.title}”`,
    );
    expect(mail.text).toContain(`http://iagree.test/?statement=${id}`);
    expect(mail.html).toContain(`http://iagree.test/?statement=${id}`);
    const oneClick = headerLine(mail, 'List-Unsubscribe');
    expect(oneClick).toMatch(
      /^<http:\/\/iagree\.test\/api\/notifications\/unsubscribe\/[\w-]{43}>$/,
    );
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = oneClick!.slice(oneClick!.lastIndexOf('/') + 1, -1);
    expect(mail.text).toContain(`http://iagree.test/unsubscribe/${token}`);
  });

  // Twenty calls: the time limit allows for a loaded machine.
  it(
    'folds a burst of 20 comments into one notification and one mail',
    { timeout: 60_000 },
    async () => {
      const author = await createUser(ctx.db);
      const commenters = [await createUser(ctx.db), await createUser(ctx.db)];
      const id = await postStatement(author);
      for (let i = 0; i < 20; i += 1) {
        expect((await comment(ctx, commenters[i % 2]!, id, `コメント${i}`)).statusCode).toBe(201);
      }
      const mine = await inbox(ctx, author);
      expect(mine.data).toHaveLength(1);
      expect(mine.meta.unread).toBe(1);
      expect(mine.data[0]).toMatchObject({ count: 20, actor: { id: commenters[1]!.id } });
      expect(mine.data[0]?.message).toContain('ほか19件');
      await mailWaiting(ctx);
      const mail = await capture.waitFor(author.email, MAIL_WAIT_MS);
      expect(mail.subject).toContain('ほか19件');
      expect(await mailsTo(ctx, author)).toHaveLength(1);
    },
  );

  it('starts a new notification once the last one was read', async () => {
    const author = await createUser(ctx.db);
    const commenter = await createUser(ctx.db);
    const id = await postStatement(author);
    await comment(ctx, commenter, id);
    await call(ctx, author, 'POST', '/api/auth/notifications/read', { all: true });
    await comment(ctx, commenter, id);
    const mine = await inbox(ctx, author);
    expect(mine.data.map((item) => [item.count, item.read])).toEqual([
      [1, false],
      [1, true],
    ]);
  });
});

describe('agree milestones', () => {
  it('notifies the author once per milestone, even after un-agree and agree again, in the daily digest', async () => {
    const author = await createUser(ctx.db);
    const reader = await createUser(ctx.db);
    const id = await postStatement(author);
    const agree = () => call(ctx, reader, 'POST', '/api/auth/agrees', { statement_id: id });
    expect((await agree()).statusCode).toBe(200);
    await call(ctx, reader, 'POST', `/api/auth/agrees/delete/${id}`);
    await agree();
    // Written after the answer (decision 060).
    await ctx.app.background.drain();
    const mine = await inbox(ctx, author);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ kind: 'agree_milestone', actor: null });
    expect(mine.data[0]?.message).toContain('1人');
    expect(await notificationCount(ctx, reader)).toBe(0);

    // Daily by default: no mail of its own, one digest line.
    await mailWaiting(ctx);
    expect(await mailsTo(ctx, author)).toHaveLength(0);
    expect(await runDigest(ctx)).toBe(true);
    ctx.app.mailQueue.wake();
    const digest = await capture.waitFor(author.email, MAIL_WAIT_MS);
    expect(digest.subject).toBe('[iAgree] 本日のお知らせ（1件）');
    expect(digest.text).toContain(mine.data[0]!.message);
    expect(digest.text).toContain(`http://iagree.test/?statement=${id}`);
    expect(headerLine(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The line went out: the next digest has nothing for them, and sends nothing.
    await runDigest(ctx);
    expect(await mailsTo(ctx, author)).toHaveLength(1);
  });

  it('does not notify the author of their own agree', async () => {
    const author = await createUser(ctx.db);
    const id = await postStatement(author);
    await call(ctx, author, 'POST', '/api/auth/agrees', { statement_id: id });
    await ctx.app.background.drain();
    expect(await notificationCount(ctx, author)).toBe(0);
  });
});

describe('status, events and moderation', () => {
  it('tells the author and the followers of a status change, not the role 1 user who made it', async () => {
    const author = await createUser(ctx.db);
    const follower = await createUser(ctx.db);
    const id = await postStatement(author);
    await call(ctx, follower, 'PUT', `/api/auth/statements/${id}/follow`);
    await call(ctx, moderator, 'PUT', `/api/auth/statements/${id}/follow`);
    const res = await call(ctx, moderator, 'POST', `/api/auth/statements/${id}/status`, {
      status: 'in_progress',
      answer: '対応を始めました。',
    });
    expect(res.statusCode).toBe(200);
    expect((await inbox(ctx, author)).data.map((item) => item.message)).toEqual([
      expect.stringContaining('「対応中」'),
    ]);
    expect((await inbox(ctx, follower)).data).toHaveLength(1);
    expect(await notificationCount(ctx, moderator)).toBe(0);
    await mailWaiting(ctx);
    await capture.waitFor(follower.email, MAIL_WAIT_MS);
    expect(await mailsTo(ctx, author)).toHaveLength(1);
  });

  it('quotes the official answer, shortened, in the notification and its mail, with the link', async () => {
    const author = await createUser(ctx.db, { locale: 'en' });
    const follower = await createUser(ctx.db);
    const id = await postStatement(author);
    await call(ctx, follower, 'PUT', `/api/auth/statements/${id}/follow`);
    const answer = `来年度の予算で\n駐輪場を増やします。${'詳しくは説明会で。'.repeat(20)}以上です。`;
    const res = await call(ctx, moderator, 'POST', `/api/auth/statements/${id}/status`, {
      status: 'done',
      answer,
    });
    expect(res.statusCode).toBe(200);
    const [mine] = (await inbox(ctx, author)).data;
    expect(mine?.link).toBe(`/?statement=${id}`);
    const [followed] = (await inbox(ctx, follower)).data;
    expect(followed?.message).toMatch(
      /になりました。公式回答：「来年度の予算で 駐輪場を増やします。.+…」$/,
    );
    // Shortened: the link leads to the whole answer.
    expect(followed?.message).not.toContain('以上です');

    await mailWaiting(ctx);
    const mail = await capture.waitFor(follower.email, MAIL_WAIT_MS);
    expect(mail.text).toContain(followed!.message);
    expect(mail.text).toContain(`/?statement=${id}`);
    // The author reads English mail.
    expect((await capture.waitFor(author.email, MAIL_WAIT_MS)).text).toMatch(
      /is now “.+”\. Official answer: “来年度の予算で 駐輪場を増やします。.+…”/,
    );
  });

  it('tells the organiser of a comment on their event and of a statement linked to it', async () => {
    const organiser = await createUser(ctx.db, { role: 1 });
    const event = await createEventRow(ctx.db, organiser.id);
    const visitor = await createUser(ctx.db);
    const res = await call(ctx, visitor, 'POST', `/api/events/${event.id}/comments`, {
      comment: '参加します',
    });
    expect(res.statusCode).toBe(201);
    const id = await postStatement(visitor, { event_code: event.code });
    const mine = await inbox(ctx, organiser);
    expect(mine.data.map((item) => [item.kind, item.link])).toEqual([
      ['event_statement', `/?statement=${id}`],
      ['event_comment', `/event/${event.id}`],
    ]);
    // The comment mails at once; the linked statement waits for the digest.
    await mailWaiting(ctx);
    await capture.waitFor(organiser.email, MAIL_WAIT_MS);
    expect(await mailsTo(ctx, organiser)).toHaveLength(1);
    await runDigest(ctx);
    expect(await mailsTo(ctx, organiser)).toHaveLength(2);
  });

  it('takes a hidden statement’s notifications away, tells its author, and tells them of the restore', async () => {
    const author = await createUser(ctx.db);
    const commenter = await createUser(ctx.db);
    const follower = await createUser(ctx.db);
    const id = await postStatement(author);
    await call(ctx, follower, 'PUT', `/api/auth/statements/${id}/follow`);
    await comment(ctx, commenter, id);
    expect(await notificationCount(ctx, author)).toBe(1);
    expect(await notificationCount(ctx, follower)).toBe(1);
    const hide = await call(
      ctx,
      moderator,
      'POST',
      `/api/auth/moderation/statement/${id}/hide`,
      {},
    );
    expect(hide.statusCode).toBe(200);
    expect((await inbox(ctx, author)).data.map((item) => item.kind)).toEqual(['moderation']);
    expect(await notificationCount(ctx, follower)).toBe(0);
    // A hidden statement notifies nobody: its author's comment on it reaches no follower.
    expect((await comment(ctx, author, id)).statusCode).toBe(201);
    expect(await notificationCount(ctx, follower)).toBe(0);
    await call(ctx, moderator, 'POST', `/api/auth/moderation/statement/${id}/restore`, {});
    const mine = await inbox(ctx, author);
    expect(mine.data.map((item) => item.message)).toEqual([
      expect.stringContaining('再び表示'),
      expect.stringContaining('非表示になりました'),
    ]);
    // The moderator stays unnamed: the moderation log, not the author, knows who it was.
    for (const item of mine.data) {
      expect(item.actor).toBeNull();
      expect(item.message).not.toContain(moderator.name);
    }
  });

  it('takes a hidden comment’s notification away and tells its author', async () => {
    const author = await createUser(ctx.db);
    const commenter = await createUser(ctx.db);
    const id = await postStatement(author);
    const res = await comment(ctx, commenter, id);
    const commentId = res.json<{ data: { id: number } }>().data.id;
    await call(ctx, moderator, 'POST', `/api/auth/moderation/comment/${commentId}/hide`, {});
    expect(await notificationCount(ctx, author)).toBe(0);
    expect((await inbox(ctx, commenter)).data.map((item) => item.kind)).toEqual(['moderation']);
  });

  it('tells the author when reports hide their statement, with no actor', async () => {
    const author = await createUser(ctx.db);
    const id = await postStatement(author);
    for (let i = 0; i < 3; i += 1) {
      // Accounts old enough for their reports to count (REPORT_MIN_ACCOUNT_AGE_DAYS).
      const reporter = await createUser(ctx.db, { createdAt: new Date('2020-01-01') });
      await call(ctx, reporter, 'POST', '/api/auth/reports', {
        target_type: 'statement',
        target_id: id,
        reason: 'spam',
      });
    }
    expect((await inbox(ctx, author)).data).toEqual([
      expect.objectContaining({ kind: 'moderation', actor: null }),
    ]);
  });

  it('takes a deleted statement’s or comment’s notifications and their waiting mail away', async () => {
    const author = await createUser(ctx.db);
    const commenter = await createUser(ctx.db);
    const id = await postStatement(author);
    const res = await comment(ctx, commenter, id);
    const commentId = res.json<{ data: { id: number } }>().data.id;
    await call(ctx, commenter, 'POST', `/api/auth/comments/delete/${id}`, {
      comment_id: commentId,
    });
    expect(await notificationCount(ctx, author)).toBe(0);
    await comment(ctx, commenter, id);
    await call(ctx, author, 'POST', `/api/auth/user/statements/delete/${id}`);
    expect(await notificationCount(ctx, author)).toBe(0);
    await mailWaiting(ctx);
    expect(await mailsTo(ctx, author)).toHaveLength(0);
  });

  it('takes a blocked user’s comments out of everyone’s notifications', async () => {
    const author = await createUser(ctx.db);
    const troll = await createUser(ctx.db);
    const id = await postStatement(author);
    await comment(ctx, troll, id);
    const res = await call(ctx, moderator, 'POST', `/api/auth/moderation/users/${troll.id}/block`, {
      reason: 'spam',
    });
    expect(res.statusCode).toBe(200);
    expect(await notificationCount(ctx, author)).toBe(0);
  });
});

describe('e-mail settings', () => {
  it('sends no mail for a kind set to never, and keeps the in-app notification', async () => {
    const author = await createUser(ctx.db);
    const commenter = await createUser(ctx.db);
    const set = await call(ctx, author, 'POST', '/api/auth/user/notification-settings', {
      email: { comment: 'never' },
    });
    expect(set.statusCode).toBe(200);
    const id = await postStatement(author);
    await comment(ctx, commenter, id);
    await mailWaiting(ctx);
    await runDigest(ctx);
    expect(await notificationCount(ctx, author)).toBe(1);
    expect(await mailsTo(ctx, author)).toHaveLength(0);
  });

  it('puts a comment in the digest for whoever chose daily', async () => {
    const author = await createUser(ctx.db);
    const commenter = await createUser(ctx.db);
    await call(ctx, author, 'POST', '/api/auth/user/notification-settings', {
      email: { comment: 'daily' },
    });
    const id = await postStatement(author);
    await comment(ctx, commenter, id);
    await mailWaiting(ctx);
    expect(await mailsTo(ctx, author)).toHaveLength(0);
    await runDigest(ctx);
    expect(await mailsTo(ctx, author)).toEqual([{ subject: '[iAgree] 本日のお知らせ（1件）' }]);
  });
});

describe('the digest job', () => {
  it('goes out once a day for all servers', async () => {
    const job = notificationDigest({ appUrl: ctx.config.appUrl, hourUtc: 22 });
    const context = { storage: ctx.storage, log: ctx.app.log };
    const at = (iso: string) =>
      runInPeriod(ctx.db, job, { ...context, now: new Date(iso) }, 3600_000);
    expect(await at('2030-01-01T22:10:00Z')).toBe(true);
    expect(await at('2030-01-02T05:00:00Z')).toBe(false);
    expect(await at('2030-01-02T21:59:00Z')).toBe(false);
    expect(await at('2030-01-02T22:00:00Z')).toBe(true);
  });
});
