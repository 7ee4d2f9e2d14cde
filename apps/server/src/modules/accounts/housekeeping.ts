import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from './sessions.ts';
import { purgeExpiredTokens } from './tokens.ts';

const EVERY_MS = 60 * 60 * 1000;

/** Deletes dead sessions and old mail links once an hour, while the app runs. */
export function scheduleHousekeeping(app: FastifyInstance) {
  const purge = async () => {
    try {
      await purgeExpiredSessions(app.db);
      await purgeExpiredTokens(app.db);
    } catch (error) {
      app.log.error({ err: error }, 'account housekeeping failed');
    }
  };
  const timer = setInterval(() => void purge(), EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
