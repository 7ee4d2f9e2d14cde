import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamSchema,
  languageQuerySchema,
  publicUserResponseSchema,
} from '@iagree/contract';
import { sendShared, sharedAnswer } from '../../plugins/shared-answers.ts';
import { publicUser } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A public profile: name, avatar and how many visible statements and events',
        params: idParamSchema,
        querystring: languageQuerySchema,
        response: { 200: publicUserResponseSchema, 404: errorResponseSchema },
      },
    },
    // The same for everyone: one shared answer (docs/decisions/009).
    async (request, reply) =>
      sendShared(
        request,
        reply,
        await sharedAnswer(app, request, reply, async () => ({
          data: await publicUser(app.db, app.storage, request.params.id),
        })),
      ),
  );
};
