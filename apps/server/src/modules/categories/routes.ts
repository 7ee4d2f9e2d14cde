import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  mcategoriesQuerySchema,
  mcategoriesResponseSchema,
} from '@iagree/contract';
import { listCategories } from './service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mcategories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Master categories in the caller’s language',
        querystring: mcategoriesQuerySchema,
        response: { 200: mcategoriesResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => ({ data: await listCategories(app.db, request.locale) }),
  );
};
