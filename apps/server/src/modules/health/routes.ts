import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readinessSchema } from '@iagree/contract';
import { checkParts } from './checks.ts';

const tags = ['operations'];

/**
 * What a load balancer asks. Both answer 503 while the server drains for a shutdown, so the
 * balancer stops sending it requests before it stops listening.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Whether the process is alive (asks no dependency)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) =>
      app.lifecycle.draining
        ? reply.code(503).send({ status: 'draining' as const })
        : { status: 'ok' as const },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Whether the server can take requests: database, and Redis and storage',
        description:
          'Checks the database, the object store and, when configured, Redis, each within 2 s. ' +
          '503 when the database or the store failed, or while the server drains for a ' +
          'shutdown; a failed Redis is named but answers 200, as the server goes on without it.',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
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
  );
};
