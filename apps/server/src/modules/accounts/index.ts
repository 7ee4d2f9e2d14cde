/**
 * What other modules and the plugins may use of the accounts: the words every mail opens and
 * closes with, and reading a session with its user.
 */
export { greeting, signature } from './mail/texts.ts';
export {
  findSessionUser,
  hashToken,
  liveSession,
  sessionParams,
  sessionUserColumns,
  sessionUserOf,
  type SessionUser,
} from './sessions/sessions.ts';
