import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../adapters/password.ts';
import { sessions } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { hashToken } from './sessions.ts';

const PASSWORD = 'correct horse battery';
let ctx: TestContext;
let passwordHash: string;
let ip = 0;

/** Each call comes from its own address unless told, so only the limit under test counts. */
function login(payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  ip += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? `10.1.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: { 'x-client-locale': 'en', ...options.headers },
  });
}

const sessionsOf = (userId: number) =>
  ctx.db.select().from(sessions).where(eq(sessions.userId, userId));

beforeAll(async () => {
  ctx = await buildTestApp({ AUTH_RATE_LIMIT: '5', AUTH_EMAIL_RATE_LIMIT: '3' });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => ctx.close());

describe('POST /api/auth/login', () => {
  it('answers the user and a new session, set as HttpOnly and readable cookies', async () => {
    const user = await createUser(ctx.db, { passwordHash, role: 1, locale: 'en' });
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      avatar: null,
      role: 1,
      locale: 'en',
      blocked: false,
      has_password: true,
      department_ids: [],
      access_token: expect.any(String),
    });
    expect(body.access_token.length).toBeGreaterThanOrEqual(43);

    const token = res.cookies.find((c) => c.name === 'iagree-access-token');
    expect(token).toMatchObject({ value: body.access_token, httpOnly: true, sameSite: 'Lax' });
    expect(token?.secure).toBeFalsy();
    const role = res.cookies.find((c) => c.name === 'user-role');
    expect(role).toMatchObject({ value: '1' });
    expect(role?.httpOnly).toBeFalsy();

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('starts a new session at every login and ends the one the request came with', async () => {
    const user = await createUser(ctx.db, { passwordHash });
    const first = (await login({ email: user.email, password: PASSWORD })).json().access_token;
    const second = await login(
      { email: user.email, password: PASSWORD },
      { headers: { cookie: `iagree-access-token=${first}` } },
    );
    expect(second.json().access_token).not.toBe(first);
    const hashes = (await sessionsOf(user.id)).map((s) => s.tokenHash);
    expect(hashes).toContain(hashToken(second.json().access_token));
    expect(hashes).not.toContain(hashToken(first));
    // The factory's own session is another device's and stays.
    expect(hashes).toContain(hashToken(user.token));
  });

  it('gives a wrong password and an unknown e-mail the same 401, creating no session', async () => {
    const user = await createUser(ctx.db, { passwordHash });
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.test', password: PASSWORD });
    const ja = await login(
      { email: user.email, password: 'nope-nope' },
      { headers: { 'x-client-locale': 'ja' } },
    );
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'The e-mail address or the password is not correct.',
    });
    expect(ja.json().message).toBe('メールアドレスまたはパスワードが正しくありません。');
    expect(wrong.cookies).toHaveLength(0);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('refuses an account without a password (social login only) like a wrong password', async () => {
    const user = await createUser(ctx.db);
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('tells the owner of an inactive account with 403 and a code, without a session', async () => {
    const user = await createUser(ctx.db, { passwordHash, activatedAt: null });
    const wrong = await login({ email: user.email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: expect.stringContaining('not activated'),
      code: 'account_not_activated',
    });
    expect(res.cookies).toHaveLength(0);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('refuses missing fields and wrong types with 422 and a message per field', async () => {
    const empty = await login({ email: ' ', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      email: ['e-mail is required'],
      password: ['Password is required'],
    });
    const missing = await login({}, { headers: { 'x-client-locale': 'ja' } });
    expect(missing.json().errors).toEqual({
      email: ['メールアドレスは必須です'],
      password: ['パスワードは必須です'],
    });
    const types = await login({ email: 42, password: ['x'] });
    expect(types.statusCode).toBe(422);
    expect(Object.keys(types.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('limits wrong passwords per e-mail and address together, with 429', async () => {
    const user = await createUser(ctx.db, { passwordHash });
    const from = '10.8.8.8';
    for (let i = 0; i < 3; i += 1) {
      const res = await login({ email: user.email, password: 'guess-' + i }, { ip: from });
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(
      { email: user.email.toUpperCase(), password: PASSWORD },
      { ip: from },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please try again in a moment.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.cookies).toHaveLength(0);
    // Another account from the same address is not affected.
    const other = await createUser(ctx.db, { passwordHash });
    expect((await login({ email: other.email, password: PASSWORD }, { ip: from })).statusCode).toBe(
      200,
    );
  });

  it('does not lock the owner out when others guess their password from elsewhere', async () => {
    const user = await createUser(ctx.db, { passwordHash });
    // Guesses from many addresses: each gets its own count (once ten from anywhere locked out).
    for (let i = 0; i < 6; i += 1) {
      expect((await login({ email: user.email, password: 'guess-' + i })).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('limits attempts per IP address across e-mail addresses with 429', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 5; i += 1) {
      const res = await login({ email: `u${i}@example.test`, password: 'whatever1' }, { ip: from });
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(
      { email: 'u9@example.test', password: 'whatever1' },
      { ip: from, headers: { 'x-client-locale': 'ja' } },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
    );
  });
});
