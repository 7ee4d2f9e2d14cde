import { queueDigests } from '../modules/notifications/mailing.ts';
import type { Job } from './schedule.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The day a digest belongs to starts at `hourUtc`: the last such moment at or before `now`.
 * With turns every hour (JOB_PERIOD_SECONDS), the digest goes out within the hour after it.
 */
export const digestDayStart = (now: Date, hourUtc: number) => {
  const offset = hourUtc * HOUR;
  return new Date(Math.floor((now.getTime() - offset) / DAY) * DAY + offset);
};

/**
 * Once a day for all servers: one mail to each person with notification lines of the kinds
 * they get daily (modules/notifications/mailing.ts); nothing to whoever has none.
 */
export const notificationDigest = (options: { appUrl: string; hourUtc: number }): Job => ({
  name: 'notification-digest',
  periodOf: (now) => digestDayStart(now, options.hourUtc),
  async run({ db, log }) {
    const queued = await queueDigests(db, options.appUrl);
    if (queued > 0) log.info({ digests: queued }, 'notification digests queued');
  },
});
