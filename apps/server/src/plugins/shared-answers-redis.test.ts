import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementListResponse } from '@iagree/contract';
import type { App } from '../app.ts';
import { anotherStatement } from '../modules/statements/statement-test-helpers.ts';
import { buildPeerApp, buildTestApp } from '../test/build-test-app.ts';
import { createUser, type TestUser } from '../test/factories.ts';
import { NO_REDIS_MESSAGE, redisReachable, testRedisEnv } from '../test/redis.ts';
import { multipartForm } from '../test/uploads.ts';
import { createRedisAnswerCache } from '../adapters/redis-answer-cache.ts';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`shared-answers-redis.test.ts ${NO_REDIS_MESSAGE}`);

const LIST = '/api/statements?sortBy=created_at_desc&offset=0';

/** Two servers on one database; `env` decides whether they share Redis. */
async function twoServers(env: Record<string, string>) {
  const ctx = await buildTestApp(env);
  const peer = await buildPeerApp(ctx, env);
  const author = await createUser(ctx.db);
  return { ctx, peer, author };
}

const firstListed = async (app: App) =>
  (await app.inject({ url: LIST })).json<StatementListResponse>().data[0]?.id;

async function postThrough(app: App, author: TestUser) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/statements',
    headers: author.auth,
    payload: multipartForm(anotherStatement()),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

describe.skipIf(!hasRedis)('the answer cache in Redis', () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  beforeAll(async () => {
    servers = await twoServers(testRedisEnv());
  });
  afterAll(async () => {
    await servers.peer.close();
    await servers.ctx.close();
  });

  it('keeps answers by key under a version that every bump raises', async () => {
    const cache = createRedisAnswerCache(servers.ctx.app.redis!);
    const start = await cache.version();
    const answer = { body: '{"data":[]}', etag: '"e"', madeAt: 1 };
    await cache.set(`${start}:en:/x`, answer, 60_000);
    expect(await cache.get(`${start}:en:/x`)).toEqual(answer);
    expect(await cache.get(`${start}:en:/y`)).toBeUndefined();
    await cache.bump();
    expect(await cache.version()).toBe(start + 1);
  });

  it('keeps a writer’s mark for every server until it expires', async () => {
    const writer = `writer-${Date.now()}`;
    const cache = createRedisAnswerCache(servers.ctx.app.redis!);
    const news = {
      statementId: 7,
      agreeCount: 3,
      moved: 1 as const,
      createdAt: '2026-11-27T00:00:00.000Z',
    };
    expect(await cache.writesOf(writer)).toEqual([]);
    await cache.markWriter(writer, 200, { at: 1, news });
    await cache.markWriter(writer, 200, { at: Date.now(), news });
    // The first is older than its mark's time: left out.
    expect(await createRedisAnswerCache(servers.peer.redis!).writesOf(writer)).toEqual([
      { at: expect.any(Number), news },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await cache.writesOf(writer)).toEqual([]);
  });

  it('shows a guest on one server what was just written through the other', async () => {
    const { ctx, peer, author } = servers;
    await firstListed(ctx.app); // A caches the guests' list
    const id = await postThrough(peer, author);
    expect(await firstListed(ctx.app)).toBe(id);
  });
});

describe('answer caches without Redis', () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  beforeAll(async () => {
    servers = await twoServers({});
  });
  afterAll(async () => {
    await servers.peer.close();
    await servers.ctx.close();
  });

  it('are each process its own: the other server answers its cached list (what REDIS_URL is for)', async () => {
    const { ctx, peer, author } = servers;
    const before = await firstListed(ctx.app);
    const id = await postThrough(peer, author);
    expect(await firstListed(ctx.app)).toBe(before);
    expect(await firstListed(peer)).toBe(id);
  });
});
