import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../adapters/password.ts';
import { sessions, users, userTokens } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { call, linkToken, RESET_LINK } from '../account-test-helpers.ts';

const OLD = 'old-password-1';
const NEW = 'brand-new-secret-2';
let capture: SmtpCapture;
let ctx: TestContext;
let oldHash: string;
let user: TestUser;

const create = (email: string, options = {}) =>
  call(ctx, 'POST', '/api/auth/password/create', { email }, options);
const check = (token: string, options = {}) =>
  call(ctx, 'GET', `/api/auth/password/reset/${token}`, undefined, options);
const reset = (body: Record<string, unknown>, options = {}) =>
  call(ctx, 'POST', '/api/auth/password/reset', body, options);
const resetBody = (token: string, overrides: Record<string, unknown> = {}) => ({
  email: user.email,
  token,
  password: NEW,
  password_confirmation: NEW,
  ...overrides,
});
const row = async () => (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!;

/** Asks for a reset link for `user` and answers its token. */
async function resetToken(): Promise<string> {
  expect((await create(user.email)).statusCode).toBe(200);
  const token = linkToken(await capture.waitFor(user.email), RESET_LINK);
  capture.messages.length = 0;
  return token;
}

beforeAll(async () => {
  capture = await startSmtpCapture();
  ctx = await buildTestApp({ SMTP_URL: capture.url, AUTH_EMAIL_RATE_LIMIT: '3' });
  oldHash = await hashPassword(OLD);
});
afterAll(async () => {
  await ctx.close();
  await capture.close();
});
beforeEach(async () => {
  capture.messages.length = 0;
  user = await createUser(ctx.db, { passwordHash: oldHash, locale: 'en' });
});

describe('POST /api/auth/password/create', () => {
  it('mails a one-hour reset link in the caller’s language', async () => {
    const res = await create(`  ${user.email.toUpperCase()}`, { locale: 'ja' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('パスワード再設定用のリンクをお送りしました');
    const mail = await capture.waitFor(user.email);
    expect(mail.subject).toBe('[iAgree] パスワードの再設定');
    expect(mail.text).toContain('1時間');
    expect(linkToken(mail, RESET_LINK).length).toBeGreaterThanOrEqual(43);
  });

  it('answers an unknown address the same and mails or stores nothing for it', async () => {
    const unknown = await create('nobody@example.jp');
    const known = await create(user.email);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    // The lookup for the unknown address started first and has no mail to wait for.
    await capture.waitFor(user.email);
    const recipients = capture.messages.flatMap((mail) => [mail.to].flat().map((to) => to?.text));
    expect(recipients).not.toContain('nobody@example.jp');
    const tokens = await ctx.db.select().from(userTokens);
    expect(tokens.filter((t) => t.userId === user.id)).toHaveLength(1);
    expect(new Set(tokens.map((t) => t.userId)).size).toBe(tokens.length);
  });

  it('limits the mails per address with 429', async () => {
    for (let i = 0; i < 3; i += 1) expect((await create(user.email)).statusCode).toBe(200);
    const limited = await create(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please try again in a moment.');
  });

  it('refuses a missing address with 422', async () => {
    const res = await create(' ', { locale: 'ja' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['メールアドレスは必須です'] });
  });
});

describe('GET /api/auth/password/reset/:token', () => {
  it('answers the e-mail address and the token of a valid link', async () => {
    const token = await resetToken();
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: user.email, token });
  });

  it('refuses unknown, expired and used links with their own status and code', async () => {
    expect((await check('nope')).json()).toEqual({
      message: 'This password reset link is not valid or has already been used.',
      code: 'token_invalid',
    });
    const expired = await resetToken();
    await ctx.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) });
    const res = await check(expired, { locale: 'ja' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'このパスワード再設定リンクは期限切れです。もう一度お手続きください。',
      code: 'token_expired',
    });
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the new password once, ends every session and activates a waiting account', async () => {
    await ctx.db.update(users).set({ activatedAt: null }).where(eq(users.id, user.id));
    const token = await resetToken();
    const res = await reset(resetBody(token, { email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password has changed!' });

    expect(await verifyPassword((await row()).passwordHash!, NEW)).toBe(true);
    expect((await row()).activatedAt).toBeInstanceOf(Date);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const login = (password: string) =>
      call(ctx, 'POST', '/api/auth/login', { email: user.email, password });
    expect((await login(OLD)).statusCode).toBe(401);
    expect((await login(NEW)).statusCode).toBe(200);

    const reused = await reset(
      resetBody(token, { password: 'third-pass-33', password_confirmation: 'third-pass-33' }),
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('token_used');
    expect(await verifyPassword((await row()).passwordHash!, NEW)).toBe(true);
  });

  it('refuses an expired link with 422 and changes nothing', async () => {
    const token = await resetToken();
    await ctx.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) });
    const before = await row();
    const res = await reset(resetBody(token));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('token_expired');
    expect(await row()).toEqual(before);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
      1,
    );
  });

  it('refuses another address, a common password or a mismatch and keeps the link usable', async () => {
    const token = await resetToken();
    const before = await row();
    const other = await reset(resetBody(token, { email: 'someone@example.jp' }));
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('token_invalid');

    const common = await reset(
      resetBody(token, { password: 'iloveyou1', password_confirmation: 'iloveyou1' }),
      { locale: 'ja' },
    );
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({
      password: [
        'よく使われているパスワードのため使用できません。別のパスワードを入力してください',
      ],
    });
    const mismatch = await reset(resetBody(token, { password_confirmation: 'different-1' }));
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['Password confirmation does not match'],
    });
    const missing = await reset({ token });
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'email',
      'password',
      'password_confirmation',
    ]);
    expect(await row()).toEqual(before);
    expect((await reset(resetBody(token))).statusCode).toBe(200);
  });
});
