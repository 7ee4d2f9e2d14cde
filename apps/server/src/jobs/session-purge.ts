import { purgeExpiredTokens } from '../modules/accounts/mail/tokens.ts';
import { purgeExpiredSessions } from '../modules/accounts/sessions/sessions.ts';
import type { Job } from './schedule.ts';

/** Deletes dead sessions and mail links that expired over a week ago. */
export const sessionPurge: Job = {
  name: 'session-purge',
  async run({ db, now }) {
    await purgeExpiredSessions(db, now);
    await purgeExpiredTokens(db, now);
  },
};
