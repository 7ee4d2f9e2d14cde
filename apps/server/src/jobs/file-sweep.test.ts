import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { ROLES } from '@iagree/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { firstTurnDone } from '../test/jobs.ts';
import { multipartForm, png } from '../test/uploads.ts';
import { validFields as eventFields } from '../modules/events/event-test-helpers.ts';
import { validFields as statementFields } from '../modules/statements/statement-test-helpers.ts';
import { ORPHAN_AGE_MS, fileSweep } from './file-sweep.ts';
import { runExclusive } from './schedule.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await firstTurnDone(ctx.db, fileSweep);
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;
const sweep = (now: Date) =>
  runExclusive(ctx.db, fileSweep, { storage: ctx.storage, log: ctx.app.log, now });

async function allKeys(): Promise<string[]> {
  const keys = [];
  for await (const file of ctx.storage.list()) keys.push(file.key);
  return keys.sort();
}

/** Files as a request that died before committing its rows leaves them (a kill -9). */
async function orphan(key: string, age: number) {
  await ctx.storage.put(key, Buffer.from('x'));
  const when = new Date(Date.now() - age);
  await utimes(path.join(ctx.dataDir, 'uploads', key), when, when);
}

describe('the orphan file sweeper', () => {
  it('deletes files no row references once they are an hour old, and keeps every referenced one', async () => {
    const user = await createUser(ctx.db, { role: ROLES.privileged });
    const post = async (url: string, form: FormData) =>
      ctx.app.inject({ method: 'POST', url, headers: user.auth, payload: form });
    expect(
      (
        await post(
          '/api/auth/statements',
          multipartForm(statementFields, { 'images[]': await png() }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await post(
          '/api/auth/events',
          multipartForm(eventFields, { company_logo_img: await png(), event_img: await png() }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (await post('/api/auth/user/updateAvatar', multipartForm({}, { avatar: await png() })))
        .statusCode,
    ).toBe(200);
    const referenced = await allKeys();
    expect(referenced).toHaveLength(8);

    await orphan('statements/0b1e2c3d-old.webp', 2 * HOUR);
    await orphan('statements/0b1e2c3d-old-thumb.webp', 2 * HOUR);
    await orphan('events/young.webp', ORPHAN_AGE_MS / 2);

    expect(await sweep(new Date())).toBe(true);
    expect(await allKeys()).toEqual([...referenced, 'events/young.webp'].sort());

    // Two hours on, every file is past the cutoff: the rows alone keep theirs.
    await sweep(new Date(Date.now() + 2 * HOUR));
    expect(await allKeys()).toEqual(referenced);
  });
});
