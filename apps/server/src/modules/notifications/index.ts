/** What other modules may use of notifications: telling people what happened. */
export { notify } from './notify.ts';
