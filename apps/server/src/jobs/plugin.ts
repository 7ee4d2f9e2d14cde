import fp from 'fastify-plugin';
import { backgroundTasks, type BackgroundTasks } from './background.ts';
import { addMail, mailQueueDepth, type MailQueue } from '../mail/outbox.ts';
import type { Config } from '../config.ts';
import { consultationAnalysis } from '../modules/consultations/index.ts';
import { queueDueMails } from '../modules/notifications/mailing.ts';
import { readStatements } from '../modules/statements/readings.ts';
import { answersChanged } from '../plugins/shared-answers.ts';
import { fileSweep } from './file-sweep.ts';
import { mailPurge } from './mail-purge.ts';
import { notificationDigest } from './notification-digest.ts';
import { startMailWorker } from './mail-worker.ts';
import { startJobs, type Job } from './schedule.ts';
import { sessionPurge } from './session-purge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after the answer has gone (see background.ts). */
    background: BackgroundTasks;
    /** Where every mail goes, in the transaction of the change that causes it. */
    mailQueue: MailQueue;
  }
}

/** Every periodic task of the server. */
const jobsOf = (config: Config): Job[] => [
  sessionPurge,
  fileSweep,
  mailPurge,
  notificationDigest({ appUrl: config.appUrl, hourUtc: config.digestHourUtc }),
];

/**
 * The one home of work that runs outside a request: after-answer tasks, the mail worker, and
 * the periodic jobs. The worker and the jobs start when the app is ready; at close the
 * after-answer tasks finish first (they may queue mail), then the jobs and the worker stop,
 * each waiting for the run or send in progress.
 */
export const jobsPlugin = fp(
  async (app) => {
    app.decorate('background', backgroundTasks(app.log));
    let jobs: ReturnType<typeof startJobs> | undefined;
    let analyses: ReturnType<typeof startJobs> | undefined;
    let worker: ReturnType<typeof startMailWorker> | undefined;
    app.decorate('mailQueue', {
      add: addMail,
      wake: () => worker?.wake(),
      depth: () => mailQueueDepth(app.db),
    });
    app.metrics.gauge(
      'iagree_mail_queue_depth',
      'Mail waiting to be sent (neither sent nor refused)',
      app.mailQueue.depth,
    );
    app.addHook('onReady', async () => {
      worker = startMailWorker({
        db: app.db,
        mailer: app.mailer,
        log: app.log,
        host: new URL(app.config.appUrl).hostname,
        prepare: (now) => queueDueMails(app.db, app.config.appUrl, now),
      });
      // Statements written while no server ran, by a seed or before readings existed.
      app.background.run('search-readings', () =>
        readStatements(app.db, app.readingProcess, () => answersChanged(app)),
      );
      jobs = startJobs(jobsOf(app.config), {
        db: app.db,
        storage: app.storage,
        log: app.log,
        periodMs: app.config.jobPeriodMs,
      });
      // Its own, shorter period: people voting see their groups within it (decision 036).
      analyses = startJobs([consultationAnalysis], {
        db: app.db,
        storage: app.storage,
        log: app.log,
        periodMs: app.config.analysisPeriodMs,
      });
    });
    app.addHook('onClose', async () => {
      await app.background.drain();
      await Promise.all([jobs?.stop(), analyses?.stop(), worker?.stop()]);
    });
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
