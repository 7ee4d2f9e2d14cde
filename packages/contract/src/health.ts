import { z } from 'zod';

/** GET /api/health: the process is alive (no dependency is asked); 503 while it shuts down. */
export const healthSchema = z.object({ status: z.enum(['ok', 'draining']) });

/** The outcome of one readiness check. */
export const checkResultSchema = z.enum(['ok', 'failed']);

/**
 * GET /api/ready: whether this server can take traffic — the database always, Redis and the
 * object store when configured (an absent part is not listed). 503 names the failed part.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  checks: z.object({
    database: checkResultSchema,
    redis: checkResultSchema.optional(),
    storage: checkResultSchema,
  }),
});

export type Readiness = z.infer<typeof readinessSchema>;
