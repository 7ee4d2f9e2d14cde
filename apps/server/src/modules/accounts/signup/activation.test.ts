import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { ACTIVATION_LINK, call, linkToken } from '../account-test-helpers.ts';

const PASSWORD = 'sakura-saku-2026';
let capture: SmtpCapture;
let ctx: TestContext;
let n = 0;
let email: string;

const activate = (token: string, options = {}) =>
  call(ctx, 'GET', `/api/auth/signup/activate/${encodeURIComponent(token)}`, undefined, options);
const login = () => call(ctx, 'POST', '/api/auth/login', { email, password: PASSWORD });
const resend = (address: string, options = {}) =>
  call(ctx, 'POST', '/api/auth/signup/resend', { email: address }, options);
const activatedAt = async () =>
  (await ctx.db.select().from(users).where(eq(users.email, email)))[0]?.activatedAt;

/** Signs up `email` and answers the token of its activation mail. */
async function signUp(): Promise<string> {
  const res = await call(ctx, 'POST', '/api/auth/signup', {
    name: 'Ken',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(res.statusCode).toBe(201);
  const token = linkToken(await capture.waitFor(email), ACTIVATION_LINK);
  capture.messages.length = 0;
  return token;
}

beforeAll(async () => {
  capture = await startSmtpCapture();
  ctx = await buildTestApp({ SMTP_URL: capture.url, AUTH_RATE_LIMIT: '4' });
});
afterAll(async () => {
  await ctx.close();
  await capture.close();
});
beforeEach(() => {
  n += 1;
  email = `ken${n}@example.jp`;
  capture.messages.length = 0;
});

describe('GET /api/auth/signup/activate/:token', () => {
  it('activates once; login works only after it; a second use says the account is active', async () => {
    const token = await signUp();
    expect((await login()).statusCode).toBe(403);

    const res = await activate(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Account activated successfully!', email });
    expect(await activatedAt()).toBeInstanceOf(Date);
    expect((await login()).statusCode).toBe(200);

    const again = await activate(token, { locale: 'ja' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'このアカウントはすでに有効化されています。ログインしてください。',
      code: 'token_used',
    });
  });

  it('leads back to the shared statement the signup started from, with the Agree pressed', async () => {
    const body = { name: 'Aya', email, password: PASSWORD, password_confirmation: PASSWORD };
    const signup = await call(ctx, 'POST', '/api/auth/signup', {
      ...body,
      statement_id: 42,
      agree: true,
    });
    expect(signup.statusCode).toBe(201);
    const mail = await capture.waitFor(email);
    const link = /http:\/\/iagree\.test\/login\?\S+/.exec(mail.text ?? '')?.[0] ?? '';
    const params = new URL(link).searchParams;
    expect(params.get('statement')).toBe('42');
    expect(params.get('agree')).toBe('1');
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    expect((await activate(params.get('activationToken') ?? '')).json().email).toBe(email);

    // The same address again, now active: the note's login link still leads to the statement,
    // without the Agree (no activation proves the mailbox there).
    capture.messages.length = 0;
    await call(ctx, 'POST', '/api/auth/signup', { ...body, statement_id: 42, agree: true });
    const note = await capture.waitFor(email);
    expect(note.text).toContain('http://iagree.test/login?statement=42\n');
  });

  it('refuses a statement id that is not an id, sending nothing', async () => {
    const res = await call(ctx, 'POST', '/api/auth/signup', {
      name: 'Aya',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      statement_id: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['statement_id']);
    expect(capture.messages).toHaveLength(0);
    expect(await activatedAt()).toBeUndefined();
  });

  it('refuses an expired link with 422 and leaves the account inactive', async () => {
    const token = await signUp();
    await ctx.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await activate(token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'This activation link has expired. Please have the activation mail sent again.',
      code: 'token_expired',
    });
    expect(await activatedAt()).toBeNull();
  });

  it('refuses an unknown link and a reset link with 404', async () => {
    const unknown = await activate('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('token_invalid');

    const user = await createUser(ctx.db, { activatedAt: null });
    await call(ctx, 'POST', '/api/auth/password/create', { email: user.email });
    const reset = /reset\/([\w-]+)/.exec((await capture.waitFor(user.email)).text ?? '')?.[1];
    expect((await activate(reset ?? '')).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.activatedAt).toBeNull();
  });

  it('refuses an over-long token before looking it up', async () => {
    const res = await activate('x'.repeat(300));
    // Fastify's router refuses path parameters over 100 characters before any handler runs;
    // `answerFrameworkError` says so as a plain not-found, in the caller's language.
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('limits activation attempts per IP address with 429', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 4; i += 1) {
      expect((await activate(`guess-${i}`, { ip })).statusCode).toBe(404);
    }
    expect((await activate('guess-5', { ip })).statusCode).toBe(429);
  });
});

describe('POST /api/auth/signup/resend', () => {
  it('mails a new link to an inactive account; the earlier link stops working', async () => {
    const first = await signUp();
    const res = await resend(email.toUpperCase(), { locale: 'ja' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('有効化メールを再送しました');
    const mail = await capture.waitFor(email);
    expect(mail.subject).toBe('[iAgree] アカウントの有効化');
    const second = linkToken(mail, ACTIVATION_LINK);
    expect((await activate(first)).statusCode).toBe(404);
    expect((await activate(second)).statusCode).toBe(200);
  });

  it('answers the same for an unknown or active address and mails nothing to them', async () => {
    const active = await createUser(ctx.db);
    const inactive = await createUser(ctx.db, { activatedAt: null });
    const answers = [
      await resend('nobody@example.jp'),
      await resend(active.email),
      await resend(inactive.email),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    // The mail to the inactive account was the last one asked for: the others are done by then.
    await capture.waitFor(inactive.email);
    expect(capture.messages).toHaveLength(1);
    const tokens = await ctx.db.select().from(userTokens).where(eq(userTokens.userId, active.id));
    expect(tokens).toHaveLength(0);
  });

  it('refuses a missing address with 422', async () => {
    const res = await resend('');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['e-mail is required'] });
  });
});
