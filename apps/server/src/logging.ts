import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Path segments that carry a mail link's token: password reset (API and page) and activation. */
const TOKEN_IN_PATH = /((?:password\/reset|signup\/activate)\/)[^/?#]+/g;
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

/** Fastify's logger with its request serializer (the same fields) writing redacted URLs. */
export function loggerOptions(
  level: Config['logLevel'],
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
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
