import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapRoutes as routes } from '@iagree/contract/routes';
import type { Database } from '../../db/client.ts';
import { serve } from '../../http/serve.ts';
import { sendShared, sharedAnswer } from '../../plugins/shared-answers.ts';
import { loadMap, type MapRequest } from './service.ts';

export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  // A box answers everyone alike: one shared answer (docs/decisions/009).
  const answer = async (request: FastifyRequest, reply: FastifyReply, query: MapRequest) => {
    const compute = (db: Database) =>
      loadMap({ db, storage: app.storage, locale: request.locale }, query);
    return sendShared(request, reply, await sharedAnswer(app, request, reply, compute));
  };

  serve(app, routes.statements, {
    handler: async (request, reply) =>
      answer(request, reply, { type: 'statements', ...request.query }),
  });

  serve(app, routes.ofType, {
    handler: async (request, reply) =>
      answer(request, reply, { type: request.params.type, ...request.query }),
  });
};
