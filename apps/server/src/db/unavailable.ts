/**
 * Whether a failure means the database cannot be reached, rather than that a query is wrong:
 * such a request answers 503 with Retry-After (plugins/errors.ts), and succeeds once the pool
 * has connected again. Drizzle wraps the driver's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (lostConnection(cause)) return true;
    cause = cause.cause;
  }
  return false;
}

/** The socket's failures: refused, reset, unreachable, no answer. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), the server shutting down or starting
 * (57P01–57P03), and no connection slot left (53300).
 */
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;

/** What pg says without a code when a connection ends under a query or never opens. */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect)/;

function lostConnection(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return true;
  return DRIVER_MESSAGES.test(error.message);
}
