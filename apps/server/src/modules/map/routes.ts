import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  mapQuerySchema,
  mapResponseSchema,
  mapTypeParamSchema,
} from '@iagree/contract';
import { sendShared, sharedAnswer } from '../../plugins/shared-answers.ts';
import { loadMap, type MapRequest } from './service.ts';

const schema = {
  tags: ['map'],
  summary: 'Statements (default) or events inside a box, with grid clusters when it is dense',
  description:
    'top_x/top_y: north-west corner (west longitude, north latitude); bottom_x/bottom_y: ' +
    'south-east corner. Boxes with more than 300 items answer the dense cells as clusters.',
  querystring: mapQuerySchema,
  response: { 200: mapResponseSchema, 422: errorResponseSchema },
};

export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  // A box answers everyone alike: one shared answer (docs/decisions/009).
  const answer = async (request: FastifyRequest, reply: FastifyReply, query: MapRequest) => {
    const context = { db: app.db, storage: app.storage, locale: request.locale };
    return sendShared(
      request,
      reply,
      await sharedAnswer(app, request, reply, () => loadMap(context, query)),
    );
  };

  app.get('/map', { schema }, async (request, reply) =>
    answer(request, reply, { type: 'statements', ...request.query }),
  );

  app.get(
    '/map/:type',
    { schema: { ...schema, params: mapTypeParamSchema } },
    async (request, reply) =>
      answer(request, reply, { type: request.params.type, ...request.query }),
  );
};
