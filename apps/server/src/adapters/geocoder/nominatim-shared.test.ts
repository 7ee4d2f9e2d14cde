import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildPeerApp, buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { startFakeNominatim, stillClock, type FakeNominatim } from '../../test/fake-nominatim.ts';
import { NO_REDIS_MESSAGE, redisReachable, testRedisEnv } from '../../test/redis.ts';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`nominatim-shared.test.ts ${NO_REDIS_MESSAGE}`);

const get = (app: App, url: string) => app.inject({ method: 'GET', url });

describe.skipIf(!hasRedis)('the Nominatim geocoders of two servers sharing one Redis', () => {
  let nominatim: FakeNominatim;
  let ctx: TestContext;
  let peer: App;
  /** One clock for both servers: their waits are noted together. */
  const { clock, waits, advance } = stillClock();
  beforeAll(async () => {
    nominatim = await startFakeNominatim();
    const env = { GEOCODER: 'nominatim', NOMINATIM_URL: nominatim.url, ...testRedisEnv() };
    ctx = await buildTestApp(env, { clock });
    peer = await buildPeerApp(ctx, env, { clock });
  });
  afterAll(async () => {
    await peer.close();
    await ctx.close();
    await nominatim.close();
  });
  beforeEach(() => {
    nominatim.requests.length = 0;
    // Each test starts well after the last request, when no slot is reserved any more.
    advance(60_000);
    waits.length = 0;
  });

  it('send one request a second from both servers together, not one each', async () => {
    const answers = await Promise.all([
      get(ctx.app, '/api/geo/search?q=one'),
      get(peer, '/api/geo/search?q=two'),
      get(ctx.app, '/api/geo/reverse?lat=35.68&lng=139.76'),
      get(peer, '/api/geo/reverse?lat=35.69&lng=139.77'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(nominatim.requests).toHaveLength(4);
    // Asked at one moment: one goes at once, the others take the next free seconds in turn,
    // whichever server they came to (two servers pacing themselves would wait [1000, 1000]).
    expect([...waits].sort((a, b) => a - b)).toEqual([1000, 2000, 3000]);

    // 1.5 s later the next free start is still 2.5 s away, for either server.
    advance(1500);
    await get(peer, '/api/geo/search?q=later');
    expect(waits.at(-1)).toBe(2500);
  });

  it('serve an answer fetched by one server from the other, kept for a day', async () => {
    const redis = ctx.app.redis!;
    const prefix = ctx.config.redis!.keyPrefix;
    // KEYS takes the whole name: ioredis adds the prefix to keys, not to patterns.
    const answerKeys = () => redis.keys(`${prefix}geocoder:answer:*`);
    const before = new Set(await answerKeys());
    const first = await get(ctx.app, '/api/geo/search?q=shared&language=en');
    const second = await get(peer, '/api/geo/search?q=shared&language=en');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(nominatim.requests).toHaveLength(1);

    const added = (await answerKeys()).filter((key) => !before.has(key));
    expect(added).toHaveLength(1);
    const ttl = await redis.pttl(added[0]!.slice(prefix.length));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(86_400_000);
  });

  it('do not share a failure: the other server asks again', async () => {
    nominatim.failNext();
    expect((await get(ctx.app, '/api/geo/search?q=flaky')).statusCode).toBe(503);
    expect((await get(peer, '/api/geo/search?q=flaky')).statusCode).toBe(200);
    expect(nominatim.requests).toHaveLength(2);
  });
});
