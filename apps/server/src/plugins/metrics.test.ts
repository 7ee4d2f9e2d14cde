import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createStatementRow, createUser } from '../test/factories.ts';

const TOKEN = 'a-long-metrics-token-for-tests';

const scrape = (ctx: TestContext, authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { 'x-client-locale': 'en', ...(authorization && { authorization }) },
  });

describe('/metrics behind METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => ctx.close());

  it('refuses a scrape without the bearer token or with another one', async () => {
    const none = await scrape(ctx);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape(ctx, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(ctx, 'Bearer short')).statusCode).toBe(401);
  });

  it('counts requests and their latency by route pattern, not by raw URL', async () => {
    const user = await createUser(ctx.db);
    const first = await createStatementRow(ctx.db, user.id);
    const second = await createStatementRow(ctx.db, user.id);
    for (const id of [first.id, second.id, first.id]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/statements/${id}` })).statusCode,
      ).toBe(200);
    }
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });

    const response = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/statements/:id",status="200"} 3',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/statements/:id",status="200"} 3',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/statements\/:id",status="200"\} \d+/,
    );
    expect(text).not.toContain(`/api/statements/${first.id}`);
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).toContain('iagree_image_queue_waiting 0');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('reports the gauges other parts register (a queue depth), read at each scrape', async () => {
    let depth = 4;
    ctx.app.metrics.gauge('iagree_test_queue_depth', 'Items waiting in a test queue', () => depth);
    expect((await scrape(ctx, `Bearer ${TOKEN}`)).body).toContain('iagree_test_queue_depth 4');
    depth = 9;
    expect((await scrape(ctx, `Bearer ${TOKEN}`)).body).toContain('iagree_test_queue_depth 9');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('is not served on the app port', async () => {
    expect((await scrape(ctx, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('metrics on METRICS_PORT', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    ctx = await buildTestApp({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('serves them on a listener of their own, without a token', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(ctx.app.metrics.address()?.port).toBe(port);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      'http_requests_total{method="GET",route="/api/health",status="200"} 1',
    );
  });
});
