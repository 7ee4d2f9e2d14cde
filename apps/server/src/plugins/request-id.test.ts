import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let ctx: TestContext;
const lines: string[] = [];
/** The request ids of the log lines of one URL. */
const loggedIds = (url: string) =>
  lines
    .map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } })
    .filter((entry) => entry.req?.url === url)
    .map((entry) => entry.reqId);

beforeAll(async () => {
  ctx = await buildTestApp(
    { TRUST_PROXY: '10.0.0.0/8', LOG_LEVEL: 'info' },
    { logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => ctx.close());

const health = (query: string, remoteAddress: string, requestId?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/health?${query}`,
    remoteAddress,
    headers: requestId ? { 'x-request-id': requestId } : {},
  });

describe('request ids', () => {
  it('takes the X-Request-Id of a trusted proxy, answers it and logs the request under it', async () => {
    const response = await health('from=proxy', '10.0.0.5', 'haproxy-5f2a9c:17');
    expect(response.headers['x-request-id']).toBe('haproxy-5f2a9c:17');
    expect(loggedIds('/api/health?from=proxy')).toEqual(['haproxy-5f2a9c:17']);
  });

  it('makes its own for a request without one, and answers and logs that', async () => {
    const response = await health('from=direct', '10.0.0.5');
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(loggedIds('/api/health?from=direct')).toEqual([id]);
  });

  it('ignores the header from a client that is not a trusted proxy, and a malformed one', async () => {
    const client = await health('from=client', '192.0.2.9', 'chosen-by-the-client');
    expect(client.headers['x-request-id']).toMatch(UUID);
    const malformed = await health('from=proxy-bad', '10.0.0.5', 'spaces and\nnewlines');
    expect(malformed.headers['x-request-id']).toMatch(UUID);
  });
});
