import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../i18n/messages.ts';
import { buildTestApp, type TestContext } from '../build-test-app.ts';
import { createUser } from '../factories.ts';
import { png } from '../uploads.ts';
import { readOperations } from './operations.ts';
import { captureErrors, runFuzz, type FuzzRun } from './runner.ts';

/** Calls that break each rule the fuzzer checks, and one that keeps them all. */
const probes: FastifyPluginAsyncZod = async (app) => {
  const body = z.object({ note: z.string().max(20) });
  const refuse = () => {
    throw new AppError(422, messages.validationFailed);
  };
  const write = () =>
    app.db
      .insert(contactMessages)
      .values({ name: 'p', email: 'p@x.test', content: 'p', locale: 'ja' });
  app.post('/probe/writes-then-refuses', { schema: { body } }, async () => {
    await write();
    refuse();
  });
  app.post('/probe/stores-then-refuses', { schema: { body } }, async () => {
    await app.storage.put(`probe/${randomUUID()}.txt`, Buffer.from('left behind'));
    refuse();
  });
  app.get('/probe/crashes/:id', { schema: { params: z.object({ id: z.string() }) } }, async () => {
    throw new Error('probe crashed');
  });
  app.post('/probe/writes-and-succeeds', { schema: { body } }, async () => {
    await write();
    return { ok: true };
  });
};

let ctx: TestContext;
let run: FuzzRun;

beforeAll(async () => {
  let errors: ReturnType<typeof captureErrors> | undefined;
  ctx = await buildTestApp(
    {},
    {
      beforeReady: async (app) => {
        errors = captureErrors(app);
        await app.register(probes, { prefix: '/api' });
      },
    },
  );
  const user = await createUser(ctx.db);
  run = await runFuzz({
    app: ctx.app,
    db: ctx.db,
    uploadsDir: path.join(ctx.dataDir, 'uploads'),
    operations: readOperations(ctx.app.swagger()).filter((op) => op.path.startsWith('/api/probe')),
    users: [{ label: 'user', user }],
    rowsPerTable: 1,
    image: await png(),
    seed: 7,
    requests: 200,
    errors: errors!,
  });
});
afterAll(() => ctx.close());

describe('the fuzz runner', () => {
  const groupsOf = (route: string) =>
    run.failures
      .groups()
      .filter((group) => group.route === route)
      .map(({ kind, cause }) => ({ kind, cause }));

  it('sends the number of requests asked for', () => {
    expect(run.sent).toBe(200);
  });

  it('reports a refused request that changed the database, naming the table', () => {
    expect(groupsOf('POST /api/probe/writes-then-refuses')).toEqual([
      { kind: 'changed the database', cause: 'tables contact_messages' },
    ]);
  });

  it('reports a refused request that left a file in the upload folder', () => {
    expect(groupsOf('POST /api/probe/stores-then-refuses')).toEqual([
      { kind: 'left or removed files', cause: '1 added, 0 removed' },
    ]);
  });

  it('reports a 5xx with the error behind it', () => {
    expect(groupsOf('GET /api/probe/crashes/{id}')).toEqual([
      { kind: '5xx', cause: 'Error: probe crashed' },
    ]);
  });

  it('lets a request that succeeds change the database', () => {
    expect(groupsOf('POST /api/probe/writes-and-succeeds')).toEqual([]);
    expect(run.byStatus.get(200)).toBeGreaterThan(0);
  });

  it('prints each group with the request and the seed that replay it', () => {
    const report = run.failures.format((index) => `FUZZ_REQUESTS=${index}`);
    expect(report).toMatch(/\[5xx\] GET \/api\/probe\/crashes\/\{id\} ×\d+: Error: probe crashed/);
    expect(report).toMatch(/first: #\d+ as (guest|user \(\w+\)) → 500/);
    expect(report).toMatch(/replay: FUZZ_REQUESTS=\d+/);
  });
});
