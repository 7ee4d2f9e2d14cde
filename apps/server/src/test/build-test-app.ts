import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createChangeFeed } from '../adapters/answer-changes.ts';
import { openStorage } from '../adapters/open-storage.ts';
import { MAX_REUSE_MS } from '../plugins/answer-freshness.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from './database.ts';
import { sharedProcesses } from './shared-processes.ts';

export interface TestContext {
  app: App;
  db: Database;
  handle: DatabaseHandle;
  storage: Storage;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<
  AppDeps,
  'clock' | 'logStream' | 'answerCache' | 'imageProcess'
> {
  /** Adds test-only routes before the app is ready. */
  beforeReady?: (app: App) => void | Promise<void>;
  /** The app's database, when a test needs its own way there (e.g. through a proxy it cuts). */
  openDatabase?: () => Promise<DatabaseHandle>;
  /** Hears the database's writes as a started server does (decision 038). */
  hearChanges?: boolean;
}

const testConfig = (dataDir: string, env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://iagree.test',
    LOG_LEVEL: 'silent',
    // Test files post far more than a person does; the tests of the limit set their own.
    WRITE_RATE_LIMIT: '1000',
    LOG_FORMAT: 'json',
    ...env,
  });

const feedOf = (handle: DatabaseHandle) =>
  createChangeFeed(handle.listen, { keepMs: MAX_REUSE_MS });

/** The real app on a private database and data folder; call close() in afterAll. */
export async function buildTestApp(
  env: Record<string, string> = {},
  {
    beforeReady,
    clock,
    logStream,
    answerCache,
    imageProcess,
    openDatabase = openTestDatabase,
    hearChanges = false,
  }: TestAppOptions = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'iagree-test-'));
  const config = testConfig(dataDir, env);
  const handle = await openDatabase();
  const storage = openStorage(config);
  const changes = hearChanges ? await feedOf(handle) : undefined;
  const shared = sharedProcesses();
  const app = await buildApp({
    config,
    db: handle.db,
    sharedDb: handle.sharedDb,
    storage,
    clock,
    logStream,
    answerCache,
    imageProcess: imageProcess ?? shared.imageProcess,
    readingProcess: shared.readingProcess,
    changes,
  });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    storage,
    config,
    dataDir,
    async close() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the database of `ctx` (its own process state: memory, data folder), as
 * when N servers run behind a balancer. Close it before `ctx`.
 */
export async function buildPeerApp(
  ctx: TestContext,
  env: Record<string, string> = {},
  { clock, hearChanges = false }: Pick<AppDeps, 'clock'> & Pick<TestAppOptions, 'hearChanges'> = {},
) {
  const config = testConfig(ctx.dataDir, env);
  const app = await buildApp({
    config,
    db: ctx.db,
    sharedDb: ctx.handle.sharedDb,
    storage: openStorage(config),
    ...sharedProcesses(),
    clock,
    changes: hearChanges ? await feedOf(ctx.handle) : undefined,
  });
  await app.ready();
  return app;
}
