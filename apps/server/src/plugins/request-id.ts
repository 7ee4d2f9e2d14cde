import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a balancer may send: its own id formats are short and plain (HAProxy, nginx, ELB). */
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;

/** Whether the peer of a connection is one of TRUST_PROXY's proxies. */
function trustedPeer(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  // A hop count means only proxies can reach the server: the peer is always one.
  if (typeof trustProxy === 'number') return () => true;
  const trusted = compile(trustProxy);
  return (address) => trusted(address, 0);
}

/**
 * Fastify's `genReqId`: the X-Request-Id a trusted proxy sent, so one id follows a request
 * through the balancer and every server's log; else a new UUID. From anyone else the header is
 * ignored: a client must not choose ids that collide with others' in the logs.
 */
export function requestIdGenerator(trustProxy: Config['trustProxy']) {
  const trusted = trustedPeer(trustProxy);
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket.remoteAddress;
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && peer && trusted(peer)) {
      return given;
    }
    return randomUUID();
  };
}

/** Every answer names its request id, so a report of a failure can be found in the logs. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
