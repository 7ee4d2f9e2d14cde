import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementRoutes } from '@iagree/contract/routes';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../../plugins/auth.ts';
import { serve } from '../../../http/serve.ts';
import { rateLimit } from '../../../plugins/rate-limit.ts';
import { notifyMilestone, setAgree } from './service.ts';

export const agreesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Generous for a person clicking, tight enough to stop a script flooding the counters. */
  const limit = rateLimit(app, 'agree', { by: 'user', max: 120, per: '1 minute' });

  /**
   * A crowd agrees many times a second: others see the counts within two seconds, the agreeing
   * session at once, and the answers of everything else stay stored (decision 024).
   */
  const options = { config: { othersCatchUp: true }, preHandler: [requireUser, limit] };

  const answer = async (request: FastifyRequest, statementId: number, agree: boolean) => {
    const viewer = currentUser(request);
    const { data, news, milestone } = await setAgree(app.db, viewer, { statementId, agree });
    // One agree in twenty of a crowd reaches a milestone; its reader need not wait for the
    // notification's transaction (decision 060).
    if (milestone !== null)
      app.background.run('agree-milestone', () =>
        notifyMilestone(app.db, viewer, statementId, milestone),
      );
    // Its writer's reads skip only the stored answers this agree can have changed.
    request.ownAgree = news;
    return { data };
  };

  serve(app, statementRoutes.agree, {
    ...options,
    handler: (request) => answer(request, request.body.statement_id, true),
  });

  serve(app, statementRoutes.unagree, {
    ...options,
    handler: (request) => answer(request, request.params.id, false),
  });
};
