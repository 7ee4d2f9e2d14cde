import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_PHASES, ROLES } from '@iagree/contract';
import { buildTestApp, type TestContext } from './test/build-test-app.ts';
import { startFakeFacebook, type FakeFacebook } from './test/fake-facebook.ts';
import { startFakeLine, type FakeLine } from './test/fake-line.ts';
import {
  agreeWith,
  commentOn,
  createBudgetRow,
  createDepartmentRow,
  createConsultationRow,
  createEventRow,
  createStatementRow,
  createUser,
} from './test/factories.ts';
import { readOperations, type Operation } from './test/fuzz/operations.ts';
import { seedOf } from './test/fuzz/prng.ts';
import { captureErrors, runFuzz, type FuzzUser } from './test/fuzz/runner.ts';
import { png } from './test/uploads.ts';

/**
 * Hostile requests generated from the OpenAPI document (docs/security.md, "Fuzzing"):
 * none may answer 5xx, and none that is refused may change the database or the upload folder.
 * FUZZ_SEED replays a run; FUZZ_REQUESTS sets its length (CI's PostgreSQL pass sends 5,000).
 */
const SEED = process.env.FUZZ_SEED || '20261123';
const REQUESTS = Number(process.env.FUZZ_REQUESTS || 2_000);
/** ~10 s for 2,000 on PGlite, ~40 s for 5,000 on PostgreSQL; the rest is room for a busy CI. */
const TIMEOUT_MS = 60_000 + REQUESTS * 24;
const ROWS_PER_TABLE = 6;
const FACEBOOK = { appId: 'fuzz-app', appSecret: 'fuzz-app-secret' };
const LINE = { channelId: '1657000001', channelSecret: 'fuzz-channel-secret' };

let ctx: TestContext;
let errors: ReturnType<typeof captureErrors>;
let operations: Operation[];
let users: FuzzUser[];
let dist: string;
let facebook: FakeFacebook;
let line: FakeLine;

beforeAll(async () => {
  // The pages are served (and fuzzed) when there is a built web app to serve.
  dist = await mkdtemp(path.join(os.tmpdir(), 'iagree-fuzz-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>iAgree</title></head><body></body></html>',
  );
  facebook = await startFakeFacebook(FACEBOOK);
  line = await startFakeLine(LINE);
  ctx = await buildTestApp(
    {
      // Social login is configured (against local fakes) so that its calls check their input.
      FACEBOOK_APP_ID: FACEBOOK.appId,
      FACEBOOK_APP_SECRET: FACEBOOK.appSecret,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
      FACEBOOK_DIALOG_URL: facebook.dialogUrl,
      LINE_CHANNEL_ID: LINE.channelId,
      LINE_CHANNEL_SECRET: LINE.channelSecret,
      LINE_ISSUER: line.issuer,
      WEB_DIST: dist,
      // Limits per address, e-mail and user would answer 429 before any check is reached.
      CONTACT_RATE_LIMIT: '1000000',
      AUTH_RATE_LIMIT: '1000000',
      AUTH_EMAIL_RATE_LIMIT: '1000000',
      WRITE_RATE_LIMIT: '1000000',
      // A consultation's analysis claims and releases its row on its own timer (every 30 s by
      // default); a run that outlasts it on a busy machine would see a change no request made.
      ANALYSIS_PERIOD_SECONDS: '86400',
    },
    {
      beforeReady: (app) => {
        errors = captureErrors(app);
      },
    },
  );
  const plain = [];
  const privileged = [];
  for (let i = 0; i < 4; i++) plain.push(await createUser(ctx.db));
  for (let i = 0; i < 2; i++) privileged.push(await createUser(ctx.db, { role: ROLES.privileged }));
  const everyone = [...plain, ...privileged];
  users = everyone.map((user, i) => ({
    label: `${user.role === ROLES.privileged ? 'role 1' : i === 0 ? 'staff' : 'plain'} user ${i + 1}`,
    user,
  }));
  // Departments (issue 32), the first with a plain user as its staff, so that staff's calls are
  // fuzzed with a session that may make them.
  const departmentIds: number[] = [];
  for (let i = 0; i < ROWS_PER_TABLE; i++) {
    const department = await createDepartmentRow(ctx.db, {
      categoryIds: [1 + i],
      memberIds: i === 0 ? [plain[0]!.id] : [],
    });
    departmentIds.push(department.id);
  }
  const statementIds: number[] = [];
  for (let i = 0; i < ROWS_PER_TABLE; i++) {
    const author = everyone[i % everyone.length]!;
    const statement = await createStatementRow(ctx.db, author.id, {
      money: 1000 * (i + 1),
      departmentId: departmentIds[i % 2],
      categories: [1 + i],
      ...(i % 2 === 0 && { latitude: 35.6 + i / 100, longitude: 139.7 + i / 100 }),
    });
    await commentOn(ctx.db, statement.id, everyone[(i + 1) % everyone.length]!.id);
    await agreeWith(ctx.db, statement.id, [everyone[(i + 2) % everyone.length]!.id]);
    await createEventRow(ctx.db, privileged[i % privileged.length]!.id);
    statementIds.push(statement.id);
  }
  // Budgets (issue 33) in each phase, with projects, so that each step's rules are reached; the
  // last asks for the resident check.
  for (const [i, phase] of BUDGET_PHASES.entries()) {
    await createBudgetRow(ctx.db, {
      phase,
      requiresVerification: i === BUDGET_PHASES.length - 2,
      statementIds: statementIds.slice(0, i + 1),
    });
    await createConsultationRow(ctx.db, privileged[i % privileged.length]!.id);
  }
  operations = readOperations(ctx.app.swagger());
});
afterAll(async () => {
  await ctx.close();
  await facebook.close();
  await line.close();
  await rm(dist, { recursive: true, force: true });
});

const replay = (index: number) =>
  `FUZZ_SEED=${SEED} FUZZ_REQUESTS=${index} npx vitest run apps/server/src/fuzz.test.ts`;

describe('fuzzing every call of the OpenAPI document', () => {
  it(
    `answers ${REQUESTS} hostile requests without a 5xx and without a change`,
    async () => {
      const started = performance.now();
      const run = await runFuzz({
        app: ctx.app,
        db: ctx.db,
        uploadsDir: path.join(ctx.dataDir, 'uploads'),
        operations,
        users,
        rowsPerTable: ROWS_PER_TABLE,
        image: await png(),
        seed: seedOf(SEED),
        requests: REQUESTS,
        errors,
      });
      const statuses = [...run.byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      const perRoute = [...run.byRoute.values()];
      console.warn(
        [
          `fuzz: seed ${SEED}, ${run.sent} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          `  ${run.byRoute.size} of ${operations.length} calls and pages, ${Math.min(...perRoute)}–${Math.max(...perRoute)} requests each`,
          `  answers ${statuses}`,
          `  failures: ${run.failures.total}`,
        ].join('\n'),
      );

      expect(run.sent).toBe(REQUESTS);
      if (REQUESTS >= 20 * operations.length) expect(run.byRoute.size).toBe(operations.length);
      expect(run.failures.total, run.failures.format(replay)).toBe(0);
    },
    TIMEOUT_MS,
  );
});
