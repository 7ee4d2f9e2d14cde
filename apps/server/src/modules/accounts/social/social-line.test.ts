import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { startFakeLine, type FakeLine, type LineUser } from '../../../test/fake-line.ts';
import {
  decodeState,
  encodeState,
  finishRedirectLogin,
  startRedirectLogin,
} from './social-test-helpers.ts';

const CHANNEL = { channelId: '1657000000', channelSecret: 'line-channel-secret' };
let line: FakeLine;
let ctx: TestContext;
let n = 0;

function person(extra: Partial<LineUser> = {}): LineUser {
  n += 1;
  return {
    sub: `U${String(n).padStart(32, '0')}`,
    name: `ライン 太郎${n}`,
    email: `line${n}@example.jp`,
    ...extra,
  };
}

/** The whole redirect login of `user`; answers the callback's response. */
async function loginAs(user: LineUser) {
  line.loginAs(user);
  return finishRedirectLogin(ctx, 'line', await startRedirectLogin(ctx, 'line'));
}

const sessionCookie = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'iagree-access-token')?.value;
const allUsers = () => ctx.db.select().from(users);

beforeAll(async () => {
  line = await startFakeLine(CHANNEL);
  ctx = await buildTestApp({
    LINE_CHANNEL_ID: CHANNEL.channelId,
    LINE_CHANNEL_SECRET: CHANNEL.channelSecret,
    LINE_ISSUER: line.issuer,
  });
});
afterAll(async () => {
  await ctx.close();
  await line.close();
});
beforeEach(() => line.signWith('ES256'));

describe('LINE Login', () => {
  it('asks for openid, profile and email with state, nonce and an S256 PKCE challenge', async () => {
    line.loginAs(person());
    const { authorizeUrl, stateCookie } = await startRedirectLogin(ctx, 'line');
    const params = Object.fromEntries(authorizeUrl.searchParams);
    expect(authorizeUrl.pathname).toBe('/authorize');
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CHANNEL.channelId,
      redirect_uri: 'http://iagree.test/api/auth/social/line/callback',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    const kept = decodeState(stateCookie);
    expect(params.state).toBe(kept.state);
    expect(params.nonce).toBe(kept.nonce);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.code_challenge).not.toBe(kept.verifier);
  });

  it('creates the activated account from an ES256 ID token, logs in and goes home', async () => {
    const user = person({ picture: true });
    const res = await loginAs(user);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const me = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${sessionCookie(res)}` },
    });
    expect(me.json()).toMatchObject({ name: user.name, email: user.email, role: 0 });
    expect(me.json().avatar).toMatch(/^\/media\/avatars\//);
    const [identity] = await ctx.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, user.sub));
    expect(identity).toMatchObject({ provider: 'line', userId: me.json().id });
  });

  it('accepts LINE’s HS256 web-login ID tokens signed with the channel secret', async () => {
    line.signWith('HS256');
    const user = person();
    const first = await loginAs(user);
    expect(first.headers.location).toBe('/');
    const again = await loginAs({ ...user, email: undefined });
    expect(again.headers.location).toBe('/');
    expect(sessionCookie(again)).not.toBe(sessionCookie(first));
    expect(await ctx.db.select().from(users).where(eq(users.email, user.email!))).toHaveLength(1);
  });

  it('refuses ID tokens signed with another secret, for another channel or from another issuer', async () => {
    const before = await allUsers();
    line.signWith('HS256', 'not-our-secret');
    expect((await loginAs(person())).headers.location).toBe('/login?socialError=failed');
    line.signWith('ES256');
    for (const claims of [{ aud: 'another-channel' }, { iss: 'https://evil.example' }]) {
      const res = await loginAs(person({ claims }));
      expect(res.headers.location).toBe('/login?socialError=failed');
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(await allUsers()).toEqual(before);
  });

  it('refuses an ID token whose nonce is not this login’s, and a wrong PKCE verifier', async () => {
    const before = await allUsers();
    for (const field of ['nonce', 'verifier']) {
      line.loginAs(person());
      const login = await startRedirectLogin(ctx, 'line');
      const tampered = encodeState({ ...decodeState(login.stateCookie), [field]: 'x'.repeat(43) });
      const res = await finishRedirectLogin(ctx, 'line', login, tampered);
      expect(res.headers.location, field).toBe('/login?socialError=failed');
    }
    expect(await allUsers()).toEqual(before);
  });

  it('sends a profile without an e-mail address back to the login page, creating nothing', async () => {
    const before = await allUsers();
    const res = await loginAs(person({ email: undefined }));
    expect(res.headers.location).toBe('/login?socialError=email_required');
    expect(await allUsers()).toEqual(before);
  });

  it('sends a cancelled login back to the login page', async () => {
    const res = await ctx.app.inject({
      url: '/api/auth/social/line/callback?error=access_denied&error_description=cancelled&state=x',
    });
    expect(res.headers.location).toBe('/login?socialError=cancelled');
  });

  it('reports LINE as configured', async () => {
    expect((await ctx.app.inject({ url: '/api/config' })).json().social).toEqual({
      facebook: false,
      line: true,
    });
  });
});
