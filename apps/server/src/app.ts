import path from 'node:path';
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
import type { Database } from './db/client.ts';
import type { Clock } from './adapters/clock.ts';
import { createMailer, outboxDir, type Mailer } from './adapters/mailer.ts';
import { createDiskStorage, type Storage } from './adapters/storage.ts';
import { createImageQueue, type ImageQueue } from './forms/image-queue.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressPlugin } from './plugins/compress.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { localePlugin } from './plugins/locale.ts';
import { mediaPlugin } from './plugins/media.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import { loggerOptions } from './logging.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { categoriesRoutes } from './modules/categories/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { previewHead } from './modules/previews/head.ts';
import { findPreview } from './modules/previews/service.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { statementsRoutes } from './modules/statements/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { mapRoutes } from './modules/map/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    storage: Storage;
    mailer: Mailer;
    /** The slots every upload's image processing shares. */
    imageQueue: ImageQueue;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  storage?: Storage;
  mailer?: Mailer;
  /** Where the log lines go (stdout unless given); tests read them. */
  logStream?: { write(line: string): void };
  /** The time outside services are paced by (the geocoder's one request a second). */
  clock?: Clock;
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('storage', deps.storage ?? createDiskStorage(path.join(config.dataDir, 'uploads')));
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

  app.decorate('imageQueue', createImageQueue(config.imageQueue));

  await app.register(cookie);
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressPlugin);
  await app.register(dbPlugin, { db: deps.db });
  await app.register(jobsPlugin);
  await app.register(authPlugin, { appUrl: config.appUrl });
  await app.register(rateLimit, { global: false });
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

  await app.register(configRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(categoriesRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(eventsRoutes, { prefix: '/api' });
  await app.register(statementsRoutes, { prefix: '/api' });
  await app.register(mapRoutes, { prefix: '/api' });
  await app.register(geoRoutes, { prefix: '/api', clock: deps.clock });

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
