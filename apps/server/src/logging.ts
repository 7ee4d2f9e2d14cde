import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * Path segments that carry a mail link's token: password reset (API and page), activation and
 * unsubscribe (the API call and the page /unsubscribe/{token}).
 */
const TOKEN_IN_PATH = /((?:password\/reset|signup\/activate|unsubscribe)\/)[^/?#]+/g;
/** Query parameters that carry a secret: the activation link's token, an OAuth code and state. */
const TOKEN_IN_QUERY = /([?&](?:activationToken|code|state)=)[^&#]*/g;

/** The URL with every token replaced, so the access log never holds a working link. */
export const redactUrl = (url: string) =>
  url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');

interface RawRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Where the log goes: JSON lines on stdout (pino's default), or for LOG_FORMAT=pretty one short
 * coloured line per entry, written synchronously so it stays in order with console output.
 */
const outputOf = (format: Config['logFormat']) =>
  format === 'json'
    ? undefined
    : pretty({
        sync: true,
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
      });

/**
 * Fastify's logger in the configured level and format, with its request serializer (the same
 * fields) writing redacted URLs. Tests pass a stream to read the lines.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stream: { write(line: string): void } | undefined = outputOf(config.logFormat),
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    ...(stream && { stream }),
    serializers: {
      req: (request: RawRequest) => ({
        method: request.method,
        url: request.url && redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
