import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema.ts';
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
        blocked: false,
        has_password: false,
        department_ids: [],
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

describe('logout from another site', () => {
  const isLoggedIn = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookieHeader(token) }))
      .statusCode === 200;

  it('refuses a GET that another site started, keeping the session', async () => {
    const user = await createUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: {
        ...cookieHeader(user.token),
        'sec-fetch-site': 'cross-site',
        'x-client-locale': 'en',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Requests from another site are not accepted.' });
    expect(res.cookies).toHaveLength(0);
    expect(await isLoggedIn(user.token)).toBe(true);
  });

  it('accepts a GET and a POST from the app itself', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const user = await createUser(ctx.db);
      const res = await ctx.app.inject({
        method,
        url: '/api/auth/logout',
        headers: {
          ...cookieHeader(user.token),
          'sec-fetch-site': 'same-origin',
          origin: 'http://iagree.test',
        },
      });
      expect(res.statusCode, method).toBe(200);
      expect(await isLoggedIn(user.token)).toBe(false);
    }
  });
});
