import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryRoutes } from '@iagree/contract/routes';
import { serve } from '../../http/serve.ts';
import { listCategories } from './service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, categoryRoutes.list, {
    handler: async (request) => ({ data: await listCategories(app.db, request.locale) }),
  });
};
