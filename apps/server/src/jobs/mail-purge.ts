import { purgeDoneMail } from '../mail/outbox.ts';
import type { Job } from './schedule.ts';

/** Forgets mail sent or refused over a week ago; mail still waiting is never removed. */
export const mailPurge: Job = {
  name: 'mail-purge',
  run: ({ db, now }) => purgeDoneMail(db, now),
};
