import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { NO_REDIS_MESSAGE, redisReachable, testRedisEnv } from '../../test/redis.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.ts';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`health.test.ts: the Redis-up case ${NO_REDIS_MESSAGE}`);

const get = (ctx: TestContext, url: string) => ctx.app.inject({ method: 'GET', url });

describe('health and readiness of the embedded default', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers alive, and ready with the database and the disk checked', async () => {
    const health = await get(ctx, '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await get(ctx, '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 to both while the server drains for a shutdown', async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const health = await get(ctx, '/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'draining' });
      const ready = await get(ctx, '/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining' });
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });
});

describe('readiness with Redis configured but unreachable', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused.
    ctx = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => ctx.close());

  it('names Redis but stays ready, as the server goes on without it (decision 028)', async () => {
    const ready = await get(ctx, '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', redis: 'failed' },
    });
    expect((await get(ctx, '/api/health')).statusCode).toBe(200);
  });
});

describe.skipIf(!hasRedis)('readiness with Redis up', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(testRedisEnv());
  });
  afterAll(() => ctx.close());

  it('lists Redis as ok', async () => {
    const ready = await get(ctx, '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', redis: 'ok' },
    });
  });
});

describe('readiness with an S3 bucket', () => {
  let s3: LocalS3;
  let good: TestContext;
  let missing: TestContext;
  beforeAll(async () => {
    s3 = await startLocalS3();
    good = await buildTestApp(s3.env);
    missing = await buildTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
  });
  afterAll(async () => {
    await good.close();
    await missing.close();
    await s3.close();
  });

  it('checks the bucket: ready when it is there, 503 naming storage when it is not', async () => {
    expect((await get(good, '/api/ready')).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok' },
    });
    const ready = await get(missing, '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', storage: 'failed' },
    });
  });
});
