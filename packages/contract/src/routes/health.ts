import type { CallSchemas } from '../calls/call.ts';
import { healthCalls } from '../calls/health.ts';
import { healthSchema, readinessSchema } from '../health.ts';
import { described } from './route.ts';

const tags = ['operations'];

/**
 * What a load balancer asks. Both answer 503 while the server drains for a shutdown, so the
 * balancer stops sending it requests before it stops listening.
 */
export const healthSchemas = {
  alive: {
    tags,
    summary: 'Whether the process is alive (asks no dependency)',
    response: { 200: healthSchema, 503: healthSchema },
  },
  ready: {
    tags,
    summary: 'Whether the server can take requests: database, and Redis and storage',
    description:
      'Checks the database, the object store and, when configured, Redis, each within 2 s. ' +
      '503 when the database or the store failed, or while the server drains for a ' +
      'shutdown; a failed Redis is named but answers 200, as the server goes on without it.',
    response: { 200: readinessSchema, 503: readinessSchema },
  },
} satisfies Record<string, CallSchemas>;

export const healthRoutes = described(healthCalls, healthSchemas);
