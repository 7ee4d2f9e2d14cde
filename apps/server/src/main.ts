import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createChangeFeed } from './adapters/answer-changes.ts';
import { openStorage } from './adapters/open-storage.ts';
import { MAX_REUSE_MS } from './plugins/answer-freshness.ts';
import { databaseTarget, openDatabase } from './db/client.ts';
import { isEmpty, prepareDatabase } from './db/prepare.ts';
import { findDemoAccounts, seedDemo } from './db/seed/demo.ts';
import { defaultWebDist } from './paths.ts';
import { gracefulShutdown } from './shutdown.ts';
import { startFacts, startSummary } from './start-summary.ts';

async function main() {
  const config = loadConfig();
  config.webDist ??= defaultWebDist;
  // The app's logger exists once the app does; a connection lost before then goes unlogged.
  const logTo: { log?: FastifyBaseLogger } = {};
  const handle = await openDatabase(databaseTarget(config), {
    onConnectionLost: (error) =>
      logTo.log?.warn({ err: error }, 'database connection lost: %s', error.message),
  });
  await prepareDatabase(handle);

  const storage = openStorage(config);
  const changes = await createChangeFeed(handle.listen, { keepMs: MAX_REUSE_MS });
  const app = await buildApp({
    config,
    db: handle.db,
    sharedDb: handle.sharedDb,
    storage,
    poolUse: handle.poolUse,
    changes,
  });
  logTo.log = app.log;

  // A brand-new embedded database gets the demo content so the first start shows a living app.
  const wantsDemo =
    config.seedDemo === 'always' || (config.seedDemo === 'auto' && handle.kind === 'pglite');
  if (wantsDemo && (await isEmpty(handle))) {
    const { users, statements, events } = await seedDemo(handle.db, storage);
    app.log.info({ users, statements, events }, 'demo data created');
  }

  const shutdown = gracefulShutdown(app, {
    delayMs: config.shutdownDelayMs,
    closeRest: () => handle.close(),
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const demoAccounts = await findDemoAccounts(handle.db);
  if (config.logFormat === 'pretty') {
    process.stdout.write(startSummary(config, demoAccounts));
  } else {
    app.log.info(startFacts(config, demoAccounts), `iAgree is ready at ${config.appUrl}`);
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    (error instanceof Error && error.name === 'DatabaseBusyError')
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
