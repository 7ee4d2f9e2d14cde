/** What other modules may use of the statements: the city's own status change (issue 33). */
export { announceStatus } from './status.ts';
