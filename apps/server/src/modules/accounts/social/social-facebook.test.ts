import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../adapters/password.ts';
import { sessions, userIdentities, users } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { startFakeFacebook, type FakeFacebook } from '../../../test/fake-facebook.ts';
import { call } from '../account-test-helpers.ts';
import { finishRedirectLogin, startRedirectLogin } from './social-test-helpers.ts';

const APP = { appId: '1234567890', appSecret: 'fb-app-secret' };
let fb: FakeFacebook;
let ctx: TestContext;
let n = 0;

const person = (extra: { email?: string | null; picture?: boolean } = {}) => {
  n += 1;
  const email = extra.email === undefined ? `fb${n}@example.com` : extra.email;
  return {
    id: `10${n}00${n}`,
    name: `Facebook User ${n}`,
    ...(email && { email }),
    picture: extra.picture ?? false,
  };
};
const tokenLogin = (accessToken: unknown, options = {}) =>
  call(ctx, 'POST', '/api/auth/social/facebook', { access_token: accessToken }, options);
const userByEmail = async (email: string) =>
  (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
const identitiesOf = (userId: number) =>
  ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

beforeAll(async () => {
  fb = await startFakeFacebook(APP);
  ctx = await buildTestApp({
    FACEBOOK_APP_ID: APP.appId,
    FACEBOOK_APP_SECRET: APP.appSecret,
    FACEBOOK_GRAPH_URL: fb.graphUrl,
    FACEBOOK_DIALOG_URL: fb.dialogUrl,
  });
});
afterAll(async () => {
  await ctx.close();
  await fb.close();
});

describe('POST /api/auth/social/facebook', () => {
  it('creates an activated account from the profile, with its picture as avatar', async () => {
    const profile = person({ picture: true });
    const res = await tokenLogin(fb.tokenFor(profile), { locale: 'ja' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: profile.name, email: profile.email, role: 0, locale: 'ja' });
    expect(body.avatar).toMatch(/^\/media\/avatars\/.+\.webp$/);
    expect(res.cookies.find((c) => c.name === 'iagree-access-token')?.value).toBe(
      body.access_token,
    );

    const row = await userByEmail(profile.email!);
    expect(row).toMatchObject({ passwordHash: null, activatedAt: expect.any(Date) });
    expect(await identitiesOf(row!.id)).toMatchObject([
      { provider: 'facebook', subject: profile.id },
    ]);
    const files = await readdir(path.join(ctx.dataDir, 'uploads', 'avatars'));
    expect(files).toContain(path.basename(body.avatar));
  });

  it('logs the linked account in again with a new session, even without an e-mail', async () => {
    const profile = person();
    const first = (await tokenLogin(fb.tokenFor(profile))).json();
    const again = await tokenLogin(fb.tokenFor({ ...profile, email: undefined }));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    expect(again.json().access_token).not.toBe(first.access_token);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, first.id))).toHaveLength(
      2,
    );
  });

  it('links an active account with the same address and keeps its password', async () => {
    const passwordHash = await hashPassword('my-own-password');
    const owner = await createUser(ctx.db, { passwordHash });
    const res = await tokenLogin(fb.tokenFor({ ...person(), email: owner.email.toUpperCase() }));
    expect(res.json().id).toBe(owner.id);
    expect((await userByEmail(owner.email))?.passwordHash).toBe(passwordHash);
  });

  it('activates a waiting account with the same address and drops its unproven password', async () => {
    const waiting = await createUser(ctx.db, { passwordHash: 'x', activatedAt: null });
    const res = await tokenLogin(fb.tokenFor({ ...person(), email: waiting.email }));
    expect(res.json().id).toBe(waiting.id);
    expect(await userByEmail(waiting.email)).toMatchObject({
      activatedAt: expect.any(Date),
      passwordHash: null,
    });
  });

  it('refuses a token of another app and an unknown token with 401, creating nothing', async () => {
    const before = await ctx.db.select().from(users);
    const foreign = await tokenLogin(fb.tokenFor(person(), '999999'));
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual({ message: 'There was something wrong! Login failed.' });
    const unknown = await tokenLogin('EAAnot-a-real-token', { locale: 'ja' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('エラーが発生しました。ログインできませんでした。');
    expect(await ctx.db.select().from(users)).toEqual(before);
  });

  it('refuses a profile without an e-mail address with 422, creating nothing', async () => {
    const before = await ctx.db.select().from(users);
    const res = await tokenLogin(fb.tokenFor(person({ email: null })));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('did not share an e-mail address');
    expect(await ctx.db.select().from(users)).toEqual(before);
  });

  it('refuses a missing or empty token with 422', async () => {
    expect((await tokenLogin(undefined)).statusCode).toBe(422);
    expect((await tokenLogin('  ')).json().errors).toHaveProperty('access_token');
  });
});

describe('the Facebook redirect login', () => {
  it('sends the browser to the dialog and back, then logs in and goes home', async () => {
    const profile = person();
    fb.loginAs(profile);
    const login = await startRedirectLogin(ctx, 'facebook');
    expect(login.authorizeUrl.searchParams.get('client_id')).toBe(APP.appId);
    expect(login.authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'http://iagree.test/api/auth/social/facebook/callback',
    );
    const res = await finishRedirectLogin(ctx, 'facebook', login);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const token = res.cookies.find((c) => c.name === 'iagree-access-token');
    expect(token?.httpOnly).toBe(true);
    expect(res.cookies.find((c) => c.name === 'iagree-oauth-facebook')?.value).toBe('');
    const me = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token?.value}` },
    });
    expect(me.json().email).toBe(profile.email);
  });

  it('refuses a callback without its state cookie or with another state', async () => {
    fb.loginAs(person());
    const login = await startRedirectLogin(ctx, 'facebook');
    const before = await ctx.db.select().from(users);
    for (const cookie of [null, 'garbage']) {
      const res = await finishRedirectLogin(ctx, 'facebook', login, cookie);
      expect(res.headers.location).toBe('/login?socialError=failed');
      expect(res.cookies.find((c) => c.name === 'iagree-access-token')).toBeUndefined();
    }
    const other = await startRedirectLogin(ctx, 'facebook');
    const crossed = await finishRedirectLogin(ctx, 'facebook', login, other.stateCookie);
    expect(crossed.headers.location).toBe('/login?socialError=failed');
    expect(await ctx.db.select().from(users)).toEqual(before);
  });

  it('tells the login page when the user cancels on Facebook', async () => {
    fb.loginAs(null);
    const login = await startRedirectLogin(ctx, 'facebook');
    const res = await finishRedirectLogin(ctx, 'facebook', login);
    expect(res.headers.location).toBe('/login?socialError=cancelled');
  });
});

describe('social login configuration', () => {
  it('reports the configured providers and answers 404 for the others', async () => {
    expect((await ctx.app.inject({ url: '/api/config' })).json().social).toEqual({
      facebook: true,
      line: false,
    });
    expect((await ctx.app.inject({ url: '/api/auth/social/line' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/auth/social/line/callback?code=x' })).statusCode,
    ).toBe(404);
  });

  it('answers 404 to every Facebook call when Facebook is not configured', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ url: '/api/config' })).json().social).toEqual({
        facebook: false,
        line: false,
      });
      const post = await call(plain, 'POST', '/api/auth/social/facebook', { access_token: 'x' });
      expect(post.statusCode).toBe(404);
      expect(post.json().message).toBe('This way of logging in is not available.');
      expect((await plain.app.inject({ url: '/api/auth/social/facebook' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers 503 when the Graph API cannot be reached', async () => {
    const offline = await buildTestApp({
      FACEBOOK_APP_ID: APP.appId,
      FACEBOOK_APP_SECRET: APP.appSecret,
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/v21.0',
    });
    try {
      const res = await call(offline, 'POST', '/api/auth/social/facebook', { access_token: 'x' });
      expect(res.statusCode).toBe(503);
      expect(await offline.db.select().from(users)).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
