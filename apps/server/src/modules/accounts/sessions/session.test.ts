import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { hashToken, SESSION_IDLE_MS } from './sessions.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const cookieHeader = (token: string) => ({ cookie: `iagree-access-token=${token}` });

describe('sessions', () => {
  it('GET /api/auth/user refuses a guest with 401', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-client-locale': 'en' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in.' });
  });

  it('accepts the token as a bearer header and as the cookie', async () => {
    const user = await createUser(ctx.db, { name: '佐藤 一郎', role: 1 });
    for (const headers of [user.auth, cookieHeader(user.token)]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        name: '佐藤 一郎',
        email: user.email,
        avatar: null,
        role: 1,
        locale: 'ja',
      });
    }
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(ctx.db);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(user.token)]);
    expect(rows[0]?.tokenHash).not.toContain(user.token);
  });

  it('refuses an unknown token, an expired session and an idle one', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: 'Bearer nope' },
    });
    expect(unknown.statusCode).toBe(401);

    const expired = await createUser(ctx.db);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: expired.auth }))
        .statusCode,
    ).toBe(401);

    const idle = await createUser(ctx.db);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.userId, idle.id));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: idle.auth }))
        .statusCode,
    ).toBe(401);
  });

  it('logout revokes the session on the server and clears the cookies', async () => {
    const user = await createUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: cookieHeader(user.token),
    });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.filter((c) =>
      ['iagree-access-token', 'user-role'].includes(c.name),
    );
    expect(cleared).toHaveLength(2);
    expect(cleared.every((c) => c.value === '')).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.auth }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/auth/user/update-locale', () => {
  it('stores the language of the logged-in user', async () => {
    const user = await createUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update-locale',
      headers: user.auth,
      payload: { locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Language updated.');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('en');
  });

  it('refuses a guest, and an unknown language without changing anything', async () => {
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update-locale',
      payload: { locale: 'en' },
    });
    expect(guest.statusCode).toBe(401);

    const user = await createUser(ctx.db);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update-locale',
      headers: user.auth,
      payload: { locale: 'fr' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.locale).toHaveLength(1);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('ja');
  });

  it('refuses a cookie-authenticated write from another origin (CSRF)', async () => {
    const user = await createUser(ctx.db);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update-locale',
      headers: { ...cookieHeader(user.token), origin: 'https://evil.example' },
      payload: { locale: 'en' },
    });
    expect(foreign.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('ja');

    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update-locale',
      headers: { ...cookieHeader(user.token), origin: 'http://iagree.test' },
      payload: { locale: 'en' },
    });
    expect(own.statusCode).toBe(200);
  });
});
