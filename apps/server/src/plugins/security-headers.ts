import fp from 'fastify-plugin';

/** Headers every answer carries; the page's Content-Security-Policy is set by the web plugin. */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      return payload;
    });
  },
  { name: 'security-headers' },
);
