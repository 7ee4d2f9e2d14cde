import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../http/serve.ts';
import { checkParts } from './checks.ts';

/** The contract's health calls; both answer 503 while the server drains for a shutdown. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.alive, {
    handler: async (_request, reply) =>
      app.lifecycle.draining
        ? reply.code(503).send({ status: 'draining' as const })
        : { status: 'ok' as const },
  });

  serve(app, routes.ready, {
    handler: async (request, reply) => {
      const checks = await checkParts({
        db: app.db,
        redis: app.redis,
        storage: app.storage,
        onFailure: (part, error) => request.log.warn({ err: error, part }, 'not ready: %s', part),
      });
      // Redis is a cache and a counter, not the truth (decision 028): without it the server
      // still answers, so its failure is named but keeps the server in the balancer.
      const failed = checks.database === 'failed' || checks.storage === 'failed';
      const status = app.lifecycle.draining ? 'draining' : failed ? 'not_ready' : 'ready';
      return reply.code(status === 'ready' ? 200 : 503).send({ status, checks });
    },
  });
};
