import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRoutes } from '@iagree/contract/routes';
import { serve } from '../../http/serve.ts';
import { sendShared, sharedAnswer } from '../../plugins/shared-answers.ts';
import { publicUser } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, userRoutes.profile, {
    // The same for everyone: one shared answer (docs/decisions/009).
    handler: async (request, reply) =>
      sendShared(
        request,
        reply,
        await sharedAnswer(app, request, reply, async (db) => ({
          data: await publicUser(db, app.storage, request.params.id),
        })),
      ),
  });
};
