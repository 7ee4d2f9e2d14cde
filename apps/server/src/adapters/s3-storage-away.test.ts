import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statements } from '../db/schema.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { startLocalS3, type LocalS3 } from '../test/s3-server.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { uploadFixture, type UploadFixture } from '../test/upload-routes.ts';
import { png } from '../test/uploads.ts';

describe('uploads while the S3 bucket cannot be reached', () => {
  let s3: LocalS3;
  let proxy: TcpProxy;
  let ctx: TestContext;
  let fixture: UploadFixture;
  beforeAll(async () => {
    s3 = await startLocalS3();
    const endpoint = new URL(s3.env.AWS_ENDPOINT_URL!);
    proxy = await startTcpProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
    ctx = await buildTestApp({
      ...s3.env,
      AWS_ENDPOINT_URL: proxy.url(endpoint.toString()).replace(/\/$/, ''),
    });
    fixture = await uploadFixture(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await proxy.close();
    await s3.close();
  });

  const objects = async () => {
    const keys: string[] = [];
    for await (const file of ctx.storage.list()) keys.push(file.key);
    return keys;
  };
  const statementCount = async () => (await ctx.db.select({ n: count() }).from(statements))[0]!.n;

  it('answers 503 with a localized message and Retry-After, and makes nothing', async () => {
    const route = fixture.routes['statement create'];
    const rowsBefore = await statementCount();
    await proxy.cut();
    for (const [locale, text] of [
      ['en', /storage cannot be reached/],
      ['ja', /画像の保存先に接続できない/],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...route.auth, 'x-client-locale': locale },
        payload: route.form(await png()),
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json().message).toMatch(text);
    }
    expect(await statementCount()).toBe(rowsBefore);

    await proxy.restore();
    expect(await objects()).toEqual([]);
    const avatar = fixture.routes.avatar;
    const back = await ctx.app.inject({
      method: 'POST',
      url: avatar.url,
      headers: avatar.auth,
      payload: avatar.form(await png()),
    });
    expect(back.statusCode).toBe(200);
    expect(await objects()).toHaveLength(2);
  });
});
