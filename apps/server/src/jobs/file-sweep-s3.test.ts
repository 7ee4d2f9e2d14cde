import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { firstTurnDone } from '../test/jobs.ts';
import { startLocalS3, type LocalS3 } from '../test/s3-server.ts';
import { multipartForm, png } from '../test/uploads.ts';
import { fileSweep } from './file-sweep.ts';
import { runExclusive } from './schedule.ts';

let s3: LocalS3;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startLocalS3();
  ctx = await buildTestApp(s3.env);
  await firstTurnDone(ctx.db, fileSweep);
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

async function allKeys(): Promise<string[]> {
  const keys = [];
  for await (const file of ctx.storage.list()) keys.push(file.key);
  return keys.sort();
}

describe('the orphan file sweeper on an S3 bucket', () => {
  it('deletes the objects no row references once they are an hour old', async () => {
    const user = await createUser(ctx.db);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/updateAvatar',
      headers: user.auth,
      payload: multipartForm({}, { avatar: await png() }),
    });
    expect(upload.statusCode).toBe(200);
    const referenced = await allKeys();
    expect(referenced).toHaveLength(2); // the avatar and its thumbnail
    await ctx.storage.put('statements/left-behind.webp', Buffer.from('x'));

    // An object's time is its upload's (S3 sets it), so the sweep looks from two hours on.
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const ran = await runExclusive(ctx.db, fileSweep, {
      storage: ctx.storage,
      log: ctx.app.log,
      now: later,
    });
    expect(ran).toBe(true);
    expect(await allKeys()).toEqual(referenced);
  });
});
