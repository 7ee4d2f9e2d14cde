import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@iagree/contract';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'What the browser needs of the server configuration',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      appName: 'iAgree',
      contactEmail: app.config.contactEmail,
      map: { tileUrl: app.config.mapTileUrl, attribution: app.config.mapAttribution },
      social: { facebook: Boolean(app.config.facebook), line: Boolean(app.config.line) },
    }),
  );
};
