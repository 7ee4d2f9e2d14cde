import type { App } from './app.ts';

/** In-flight requests get this long from the signal; then the process leaves regardless. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

export interface ShutdownOptions {
  /** How long health and ready answer 503 before the listener closes (SHUTDOWN_DELAY). */
  delayMs: number;
  /** What the app does not own: the database pool. */
  closeRest(): Promise<void>;
  exit(code: number): void;
  deadlineMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer to SIGTERM/SIGINT. The server first says it is draining (health and ready answer
 * 503) for `delayMs`, so a balancer that checks it stops sending it requests while it still
 * serves them; then it stops listening, lets the requests in flight finish, closes idle
 * keep-alive connections, stops its jobs, Redis and the metrics listener (app.close), and the
 * database last. Past the deadline it exits with 1 whatever is still running.
 */
export function gracefulShutdown(app: App, options: ShutdownOptions) {
  let started = false;
  return async (signal: string) => {
    if (started) return;
    started = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, delayMs: options.delayMs }, 'draining, then shutting down');
    const deadline = setTimeout(() => {
      app.log.error('requests still running at the shutdown deadline; leaving anyway');
      options.exit(1);
    }, options.deadlineMs ?? SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await pause(options.delayMs);
      await app.close();
      await options.closeRest();
      options.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      options.exit(1);
    } finally {
      clearTimeout(deadline);
    }
  };
}
