import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, MAX_STATEMENT_IMAGES } from '@iagree/contract';
import type { Config } from './config.ts';
import type { Database, PoolUse } from './db/client.ts';
import type { Clock } from './adapters/clock.ts';
import { createMailer, outboxDir, type Mailer } from './adapters/mailer.ts';
import { openStorage } from './adapters/open-storage.ts';
import { closeRedis, openRedis, type RedisClient } from './adapters/redis.ts';
import type { Storage } from './adapters/storage.ts';
import { createMemoryAnswerCache, type AnswerCache } from './adapters/answer-cache.ts';
import { createRedisAnswerCache } from './adapters/redis-answer-cache.ts';
import { redisLimitStore } from './adapters/redis-limit-store.ts';
import { createImageBudget, type ImageBudget } from './forms/image-budget.ts';
import { createImageProcess, type ImageProcess } from './adapters/image-process.ts';
import { createReadingProcess, type ReadingProcess } from './adapters/reading-process.ts';
import { prepareUploadTmp } from './forms/multipart.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressPlugin } from './plugins/compress.ts';
import { dbPlugin } from './plugins/db.ts';
import { drainPlugin } from './plugins/drain.ts';
import { docsPlugin } from './plugins/docs.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { localePlugin } from './plugins/locale.ts';
import { mediaPlugin } from './plugins/media.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sharedAnswersPlugin } from './plugins/shared-answers.ts';
import type { ChangeFeed } from './adapters/answer-changes.ts';
import { webPlugin } from './plugins/web.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import { loggerOptions } from './logging.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { budgetsRoutes } from './modules/budgets/routes.ts';
import { categoriesRoutes } from './modules/categories/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { consultationsRoutes } from './modules/consultations/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { departmentsRoutes } from './modules/departments/routes.ts';
import { previewHead } from './modules/previews/head.ts';
import { findPreview } from './modules/previews/service.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { statementsRoutes } from './modules/statements/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { openDataRoutes } from './modules/open-data/routes.ts';
import { open311Routes } from './modules/open311/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    storage: Storage;
    /** The Redis the servers share (REDIS_URL); undefined: each process keeps its own counts. */
    redis: RedisClient | undefined;
    mailer: Mailer;
    /** The slots every upload's image processing shares. */
    imageBudget: ImageBudget;
    /** Where uploads are decoded: a child process that ends when idle (decision 046). */
    imageProcess: ImageProcess;
    /** Where Japanese readings are made: a child process that ends when idle (decision 049). */
    readingProcess: ReadingProcess;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  /** The database for the guests' shared answers (the handle's `sharedDb`; `db` unless given). */
  sharedDb?: Database | undefined;
  storage?: Storage;
  mailer?: Mailer;
  /** Where the log lines go (stdout unless given); tests read them. */
  logStream?: { write(line: string): void };
  /** The time outside services are paced by (the geocoder's one request a second). */
  clock?: Clock;
  /** Where images are decoded (a child process of image-worker unless given). */
  imageProcess?: ImageProcess;
  /** Where readings are made (a child process of reading-worker unless given). */
  readingProcess?: ReadingProcess;
  /** The PostgreSQL pool's use, for the metrics (none on PGlite). */
  poolUse?: () => PoolUse;
  /** Where guests' answers are kept (each process's memory unless given). */
  answerCache?: AnswerCache;
  /**
   * The writes the database commits, heard by this server (decision 038): a stored answer no
   * write since has changed is served on. Without it an answer is computed anew each second.
   */
  changes?: ChangeFeed;
}

function tileOrigins(tileUrl: string): string[] {
  try {
    const url = new URL(tileUrl.replace(/\{s\}/, 'a'));
    return [`${url.protocol}//${url.host.replace(/^a\./, '*.')}`];
  } catch {
    return [];
  }
}

/** Cross-cutting plugins first, then the modules; the caller owns the database handle. */
/**
 * Trust the `hops` proxies nearest the server. Fastify answers a bare number by trusting
 * nobody, so the count is given as proxy-addr's function of the hop index.
 */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // X-Forwarded-* only from the proxies of TRUST_PROXY: else a client could pick its own
    // address (request.ip, which the rate limits count by) and host (the CSRF check).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One id per request in every log line: the balancer's X-Request-Id when it is trusted.
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    // At close, keep-alive connections with no request in flight end at once; busy ones finish.
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('storage', deps.storage ?? openStorage(config));
  const redis = config.redis && openRedis(config.redis, app.log);
  app.decorate('redis', redis);
  // Registered first, so it runs after every plugin's own onClose (they close in reverse).
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: outboxDir(config.dataDir),
        log: app.log,
      }),
  );

  app.decorate('imageBudget', createImageBudget(config.imageBudget));
  const imageProcess =
    deps.imageProcess ?? createImageProcess({ idleMs: config.imageProcessIdleMs, log: app.log });
  app.decorate('imageProcess', imageProcess);
  app.addHook('onClose', () => imageProcess.close());
  const readingProcess = deps.readingProcess ?? createReadingProcess({ log: app.log });
  app.decorate('readingProcess', readingProcess);
  app.addHook('onClose', () => readingProcess.close());
  await prepareUploadTmp(config.uploadTmpDir);

  await app.register(requestIdPlugin);
  await app.register(drainPlugin);
  await app.register(metricsPlugin, {
    port: config.metrics.port,
    host: config.host,
    token: config.metrics.token,
    poolUse: deps.poolUse,
  });
  await app.register(cookie);
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressPlugin);
  await app.register(dbPlugin, { db: deps.db, sharedDb: deps.sharedDb });
  // Shared by every server with Redis, so a write through one refreshes the answers of all.
  await app.register(sharedAnswersPlugin, {
    cache:
      deps.answerCache ??
      (redis
        ? createRedisAnswerCache(redis)
        : createMemoryAnswerCache(Date.now, config.answerCacheUnits)),
    changes: deps.changes,
  });
  await app.register(jobsPlugin);
  await app.register(authPlugin, { appUrl: config.appUrl });
  // Every limit counts in Redis when the servers share one, so N servers allow what one does.
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: redisLimitStore(redis, 'rate-limit:') }),
  });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_STATEMENT_IMAGES * 2,
      fields: 50,
      fieldSize: 100_000,
    },
  });
  await app.register(docsPlugin);
  await app.register(mediaPlugin, { storage: app.storage });

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(accountsRoutes);
  await app.register(budgetsRoutes);
  await app.register(categoriesRoutes);
  await app.register(consultationsRoutes);
  await app.register(contactRoutes);
  await app.register(departmentsRoutes);
  await app.register(eventsRoutes);
  await app.register(statementsRoutes);
  await app.register(mapRoutes);
  await app.register(moderationRoutes);
  await app.register(notificationsRoutes);
  await app.register(usersRoutes);
  await app.register(geoRoutes, { clock: deps.clock });
  // Their paths are the contract's OPEN_DATA_PATHS, whole (Open311's outside /api).
  await app.register(openDataRoutes);
  await app.register(open311Routes);

  await app.register(webPlugin, {
    dist: config.webDist,
    imageOrigins: tileOrigins(config.mapTileUrl),
    pageHead: async (page) =>
      previewHead(
        await findPreview({ db: app.db, storage: app.storage, appUrl: config.appUrl }, page),
      ),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
