import fp from 'fastify-plugin';
import { backgroundTasks, type BackgroundTasks } from './background.ts';
import { fileSweep } from './file-sweep.ts';
import { startJobs, type Job } from './schedule.ts';
import { sessionPurge } from './session-purge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after the answer has gone (see background.ts). */
    background: BackgroundTasks;
  }
}

/** Every periodic task of the server. */
export const JOBS: Job[] = [sessionPurge, fileSweep];

/**
 * The one home of work that runs outside a request: after-answer tasks, and the periodic jobs,
 * which start when the app is ready and stop (waiting for a run in progress) when it closes.
 */
export const jobsPlugin = fp(
  async (app) => {
    app.decorate('background', backgroundTasks(app.log));
    let jobs: ReturnType<typeof startJobs> | undefined;
    app.addHook('onReady', async () => {
      jobs = startJobs(JOBS, { db: app.db, storage: app.storage, log: app.log });
    });
    app.addHook('onClose', async () => {
      await jobs?.stop();
      await app.background.drain();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
