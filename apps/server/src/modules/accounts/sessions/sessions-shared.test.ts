import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { hashPassword } from '../../../adapters/password.ts';
import { buildPeerApp, buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

const PASSWORD = 'correct horse battery';
let ctx: TestContext;
let peer: App;
beforeAll(async () => {
  ctx = await buildTestApp();
  peer = await buildPeerApp(ctx);
});
afterAll(async () => {
  await peer.close();
  await ctx.close();
});

const me = (app: App, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('sessions of two servers on one database', () => {
  it('a session made on one server works on the other, and a logout on either ends it on both', async () => {
    const user = await createUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = `iagree-access-token=${login.json<{ access_token: string }>().access_token}`;

    expect((await me(peer, cookie)).json<{ id: number }>().id).toBe(user.id);
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);

    const logout = await peer.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    expect((await me(peer, cookie)).statusCode).toBe(401);
  });
});
