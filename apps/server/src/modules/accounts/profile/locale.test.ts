import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const cookieHeader = (token: string) => ({ cookie: `iagree-access-token=${token}` });

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

  it('does not take the request’s own host from a forged X-Forwarded-Host', async () => {
    const user = await createUser(ctx.db);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update-locale',
      headers: {
        ...cookieHeader(user.token),
        origin: 'http://evil.example',
        'x-forwarded-host': 'evil.example',
      },
      payload: { locale: 'en' },
    });
    expect(forged.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('ja');
  });
});
