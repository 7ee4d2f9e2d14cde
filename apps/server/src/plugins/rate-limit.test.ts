import { ROLES } from '@iagree/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createStatementRow, createUser } from '../test/factories.ts';
import { multipartForm, png, storedFiles } from '../test/uploads.ts';
import { validFields as eventFields } from '../modules/events/event-test-helpers.ts';
import { anotherStatement } from '../modules/statements/statement-test-helpers.ts';

const login = (ctx: TestContext, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-client-locale': 'en', ...headers },
    payload: { email: `nobody-${Math.random()}@example.jp`, password: 'wrong-password-1' },
  });

describe('per-address limits behind TRUST_PROXY', () => {
  let direct: TestContext;
  let proxied: TestContext;
  let hop: TestContext;
  beforeAll(async () => {
    direct = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
    proxied = await buildTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '10.0.0.0/8' });
    hop = await buildTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
    await hop.close();
  });

  /** Three logins from one peer, each naming another forwarded client address. */
  async function threeLogins(ctx: TestContext, peer: string, forwardedPrefix: string) {
    const answers = [];
    for (let i = 1; i <= 3; i += 1) {
      const forwarded = { 'x-forwarded-for': `${forwardedPrefix}${i}` };
      answers.push((await login(ctx, peer, forwarded)).statusCode);
    }
    return answers;
  }

  it('ignores X-Forwarded-For by default, so a forged one does not escape the limit', async () => {
    expect(await threeLogins(direct, '192.0.2.7', '198.51.100.')).toEqual([401, 401, 429]);
  });

  it('counts the forwarded address only when the request comes from a configured proxy', async () => {
    expect(await threeLogins(proxied, '10.1.2.3', '198.51.100.')).toEqual([401, 401, 401]);
    expect(await threeLogins(proxied, '192.0.2.8', '203.0.113.')).toEqual([401, 401, 429]);
  });

  it('with a hop count, counts the address the nearest proxy saw, not one the client forged', async () => {
    expect(await threeLogins(hop, '192.0.2.9', '198.51.100.')).toEqual([401, 401, 401]);
    const forged = [];
    for (let i = 1; i <= 3; i += 1) {
      // The client's own X-Forwarded-For comes first; the proxy appends the address it saw.
      const forwarded = { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.77` };
      forged.push((await login(hop, '192.0.2.9', forwarded)).statusCode);
    }
    expect(forged).toEqual([401, 401, 429]);
  });
});

describe('write limits per user (WRITE_RATE_LIMIT)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ WRITE_RATE_LIMIT: '2' });
  });
  afterAll(() => ctx.close());

  const post = async (
    url: string,
    headers: Record<string, string>,
    form: () => Promise<FormData>,
  ) => ctx.app.inject({ method: 'POST', url, headers, payload: await form() });

  it('refuses a third statement within the hour with 429, before storing its images', async () => {
    const author = await createUser(ctx.db);
    const headers = { ...author.auth, 'x-client-locale': 'ja' };
    const form = async () => multipartForm(anotherStatement(), { 'images[]': await png() });
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/api/auth/statements', headers, form)).statusCode).toBe(201);
    }
    const files = await storedFiles(ctx, 'statements');
    const refused = await post('/api/auth/statements', headers, form);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await storedFiles(ctx, 'statements')).toEqual(files);

    const other = await createUser(ctx.db);
    expect((await post('/api/auth/statements', other.auth, form)).statusCode).toBe(201);
  });

  it('limits events and avatar uploads the same way', async () => {
    const organiser = await createUser(ctx.db, { role: ROLES.privileged });
    const headers = { ...organiser.auth, 'x-client-locale': 'en' };
    const event = async () =>
      multipartForm(eventFields, { company_logo_img: await png(), event_img: await png() });
    const avatar = async () => multipartForm({}, { avatar: await png() });
    const events = [];
    const avatars = [];
    for (let i = 0; i < 3; i += 1) {
      events.push((await post('/api/auth/events', headers, event)).statusCode);
      avatars.push((await post('/api/auth/user/updateAvatar', headers, avatar)).statusCode);
    }
    expect(events).toEqual([201, 201, 429]);
    expect(avatars).toEqual([200, 200, 429]);
    const refused = await post('/api/auth/user/updateAvatar', headers, avatar);
    expect(refused.json().message).toBe('Too many requests. Please try again in a moment.');
  });
});

describe('per-user limits of comments and agrees', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses the 31st statement comment within a minute with the localized 429', async () => {
    const author = await createUser(ctx.db);
    const statement = await createStatementRow(ctx.db, author.id);
    const commenter = await createUser(ctx.db);
    const comment = (text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/comments',
        headers: { ...commenter.auth, 'x-client-locale': 'en' },
        payload: { statement_id: statement.id, comment: text },
      });
    for (let i = 0; i < 30; i += 1) expect((await comment(`c${i}`)).statusCode).toBe(201);
    const refused = await comment('one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please try again in a moment.');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses the 121st agree or un-agree within a minute', async () => {
    const author = await createUser(ctx.db);
    const statement = await createStatementRow(ctx.db, author.id);
    const voter = await createUser(ctx.db);
    const answers = [];
    for (let i = 0; i < 121; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: i % 2 ? `/api/auth/agrees/delete/${statement.id}` : '/api/auth/agrees',
        headers: voter.auth,
        payload: { statement_id: statement.id },
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(answers[120]).toBe(429);
  });
});
