import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox, users, userTokens } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { ACTIVATION_LINK, call, linkToken } from '../account-test-helpers.ts';

let capture: SmtpCapture;
let ctx: TestContext;
let n = 0;
let email: string;

const PASSWORD = 'kawa-no-nagare-42';
const signup = (body: Record<string, unknown>, options = {}) =>
  call(ctx, 'POST', '/api/auth/signup', body, options);
const form = (overrides: Record<string, unknown> = {}) => ({
  name: '山田 花子',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});
const userRow = async (address: string) =>
  (await ctx.db.select().from(users).where(eq(users.email, address)))[0];

beforeAll(async () => {
  capture = await startSmtpCapture();
  ctx = await buildTestApp({ SMTP_URL: capture.url, AUTH_EMAIL_RATE_LIMIT: '3' });
});
afterAll(async () => {
  await ctx.close();
  await capture.close();
});
beforeEach(() => {
  n += 1;
  email = `hanako${n}@example.jp`;
  capture.messages.length = 0;
});

describe('POST /api/auth/signup', () => {
  it('creates an inactive account and mails the activation link in Japanese', async () => {
    const res = await signup(form({ email: `  Hanako${n}@Example.JP ` }), { locale: 'ja' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message:
        '有効化用のリンクをメールでお送りしました。メール内のリンクを開いて登録を完了してください。',
    });
    const row = await userRow(email);
    expect(row).toMatchObject({ name: '山田 花子', locale: 'ja', activatedAt: null, role: 0 });
    // The password waits with the activation link until the mailbox is proven.
    expect(row?.passwordHash).toBeNull();

    const mail = await capture.waitFor(email);
    expect(mail.subject).toBe('[iAgree] アカウントの有効化');
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('24時間');
    const token = linkToken(mail, ACTIVATION_LINK);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const tokens = await ctx.db.select().from(userTokens).where(eq(userTokens.userId, row!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).not.toContain(token);
    expect(tokens[0]?.pendingPasswordHash).toMatch(/^\$argon2id\$/);
  });

  it('writes the mail and the account in the language the form sends', async () => {
    const res = await signup(form({ locale: 'en', name: 'Jane <b>Doe</b>' }), { locale: 'ja' });
    expect(res.json().message).toBe(
      'We sent you an e-mail with an activation link. Open it to finish signing up.',
    );
    expect((await userRow(email))?.locale).toBe('en');
    const mail = await capture.waitFor(email);
    expect(mail.subject).toBe('[iAgree] Activate your account');
    expect(mail.text).toContain('Hello Jane <b>Doe</b>,');
    expect(mail.html).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;');
  });

  it('answers the same for an active account, mails it a note and changes nothing', async () => {
    await signup(form());
    const token = linkToken(await capture.waitFor(email), ACTIVATION_LINK);
    await call(ctx, 'GET', `/api/auth/signup/activate/${token}`);
    const before = await userRow(email);
    capture.messages.length = 0;

    const again = await signup(
      form({
        name: 'Someone else',
        password: 'another-pass-99',
        password_confirmation: 'another-pass-99',
      }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe(
      'We sent you an e-mail with an activation link. Open it to finish signing up.',
    );
    const note = await capture.waitFor(email);
    expect(note.subject).toBe('[iAgree] You already have an account');
    expect(note.text).toContain('http://iagree.test/login');
    expect(note.text).not.toContain('activationToken');
    expect(await userRow(email)).toEqual(before);
  });

  it('mails a new link to an address that waits for activation; the old link stops working', async () => {
    await signup(form());
    const first = linkToken(await capture.waitFor(email), ACTIVATION_LINK);
    const before = await userRow(email);
    capture.messages.length = 0;

    expect(
      (
        await signup(
          form({
            name: 'Other',
            password: 'other-pass-77',
            password_confirmation: 'other-pass-77',
          }),
        )
      ).statusCode,
    ).toBe(201);
    const second = linkToken(await capture.waitFor(email), ACTIVATION_LINK);
    expect(second).not.toBe(first);
    expect(await userRow(email)).toEqual(before);
    expect((await call(ctx, 'GET', `/api/auth/signup/activate/${first}`)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/auth/signup/activate/${second}`)).statusCode).toBe(200);
  });

  it('lets the password of whoever follows the newest link work, not an earlier signup’s', async () => {
    const login = (password: string) => call(ctx, 'POST', '/api/auth/login', { email, password });
    const attacker = 'attacker-pass-13';
    const victim = 'victim-pass-2026';
    await signup(form({ name: 'Mallory', password: attacker, password_confirmation: attacker }));
    const attackerLink = linkToken(await capture.waitFor(email), ACTIVATION_LINK);
    capture.messages.length = 0;

    await signup(form({ name: '本人', password: victim, password_confirmation: victim }));
    const victimMail = await capture.waitFor(email);
    expect(victimMail.text).toContain('Hello 本人,');
    const victimLink = linkToken(victimMail, ACTIVATION_LINK);
    // The newest signup's password is the one waiting for the mailbox (AUTH_EMAIL_RATE_LIMIT
    // allows three logins here).
    expect((await login(victim)).statusCode).toBe(403);

    expect((await call(ctx, 'GET', `/api/auth/signup/activate/${attackerLink}`)).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'GET', `/api/auth/signup/activate/${victimLink}`)).statusCode).toBe(
      200,
    );
    expect((await login(victim)).statusCode).toBe(200);
    expect((await login(attacker)).statusCode).toBe(401);
    expect((await userRow(email))?.name).toBe('本人');
    const [used] = await ctx.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, (await userRow(email))!.id));
    expect(used).toMatchObject({ pendingPasswordHash: null, pendingName: null });
  });

  it('keeps the signup with the link when the link is mailed again', async () => {
    const password = 'resent-pass-2026';
    await signup(form({ name: 'Resent', password, password_confirmation: password }));
    await capture.waitFor(email);
    capture.messages.length = 0;
    await call(ctx, 'POST', '/api/auth/signup/resend', { email });
    const resent = await capture.waitFor(email);
    expect(resent.text).toContain('Hello Resent,');
    const link = linkToken(resent, ACTIVATION_LINK);
    expect((await call(ctx, 'GET', `/api/auth/signup/activate/${link}`)).statusCode).toBe(200);
    const res = await call(ctx, 'POST', '/api/auth/login', { email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Resent');
  });

  it('refuses missing fields with the SPEC §5 messages, storing and sending nothing', async () => {
    const before = await ctx.db.select().from(users);
    const res = await signup({ name: ' ', email: '', password: '', password_confirmation: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Name is required'],
      email: ['e-mail is required'],
      password: ['Password is required'],
      password_confirmation: ['Password comfirmation is required'],
    });
    const ja = await signup({}, { locale: 'ja' });
    expect(ja.json().errors.password_confirmation).toEqual(['パスワード(確認)は必須です']);
    expect(await ctx.db.select().from(users)).toEqual(before);
    expect(capture.messages).toHaveLength(0);
  });

  it('refuses bad values one field at a time', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'not-an-address' }, 'email', 'Enter a valid e-mail address'],
      [
        { password: 'short1', password_confirmation: 'short1' },
        'password',
        'Password must be at least 8 characters',
      ],
      [
        { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) },
        'password',
        'Password must be at most 128 characters',
      ],
      [
        { password: 'Password1', password_confirmation: 'Password1' },
        'password',
        'This password is too common. Please choose another one',
      ],
      [
        { password_confirmation: 'something-else' },
        'password_confirmation',
        'Password confirmation does not match',
      ],
      [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      [{ locale: 'fr' }, 'locale', ''],
      [{ name: 12 }, 'name', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await signup(form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toEqual([field]);
      if (message) expect(errors[field]).toEqual([message]);
    }
    expect(await userRow(email)).toBeUndefined();
    expect(capture.messages).toHaveLength(0);
  });

  it('limits signups per e-mail address with 429', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signup(form())).statusCode).toBe(201);
    const limited = await signup(form());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please try again in a moment.');
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('POST /api/auth/signup while the SMTP server is down', () => {
  it('answers at once, keeps the mail queued, and delivers it exactly once when SMTP is back', async () => {
    const stopped = await startSmtpCapture();
    const port = Number(new URL(stopped.url).port);
    await stopped.close();
    const outage = await buildTestApp({ SMTP_URL: stopped.url });
    let back: SmtpCapture | undefined;
    let closed = false;
    try {
      const res = await call(outage, 'POST', '/api/auth/signup', form());
      expect(res.statusCode).toBe(201);
      expect(await outage.db.select().from(users)).toHaveLength(1);
      // The worker tried (the connection was refused) and keeps the mail for a later attempt.
      await vi.waitFor(async () => {
        const [queued] = await outage.db.select().from(mailOutbox);
        expect(queued?.lastError).toMatch(/ECONNREFUSED/);
        expect(queued?.sentAt).toBeNull();
      });
      back = await startSmtpCapture({ port });
      // The worker's timer would find the retry once its backoff ends (mail-worker.test.ts);
      // woken, as a new mail would wake it, it finds it as soon as it is due.
      const delivered = back.waitFor(email, 10_000);
      const waking = setInterval(() => outage.app.mailQueue.wake(), 100);
      try {
        linkToken(await delivered, ACTIVATION_LINK);
      } finally {
        clearInterval(waking);
      }
      await vi.waitFor(async () =>
        expect(await outage.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).toEqual(
          [],
        ),
      );
      await outage.close(); // its worker stops: nothing more can arrive
      closed = true;
      expect(back.messages).toHaveLength(1);
    } finally {
      if (!closed) await outage.close();
      await back?.close();
    }
  });
});
