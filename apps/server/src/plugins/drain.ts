import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when a shutdown begins (shutdown.ts): health and ready answer 503 from then on. */
    lifecycle: { draining: boolean };
  }
}

/**
 * While the server drains, every answer closes its connection: a client or balancer holding a
 * keep-alive connection opens its next one elsewhere, and the server's close does not wait for
 * connections that would otherwise stay open (idle) long after the last request.
 */
export const drainPlugin = fp(
  async (app) => {
    app.decorate('lifecycle', { draining: false });
    app.addHook('onSend', async (_request, reply) => {
      if (app.lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);
