import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../http/serve.ts';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.get, {
    handler: async () => ({
      appName: 'iAgree',
      contactEmail: app.config.contactEmail,
      map: { tileUrl: app.config.mapTileUrl, attribution: app.config.mapAttribution },
      social: { facebook: Boolean(app.config.facebook), line: Boolean(app.config.line) },
    }),
  });
};
