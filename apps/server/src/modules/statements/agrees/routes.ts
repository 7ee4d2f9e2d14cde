import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isPrivileged,
  agreeBodySchema,
  agreeResponseSchema,
  errorResponseSchema,
  idParamSchema,
} from '@iagree/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser, sessionSecurity } from '../../../plugins/auth.ts';
import { rateLimit } from '../../../plugins/rate-limit.ts';
import { setAgree } from './service.ts';

const responses = {
  200: agreeResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

export const agreesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Generous for a person clicking, tight enough to stop a script flooding the counters. */
  const limit = rateLimit(app, 'agree', { by: 'user', max: 120, per: '1 minute' });

  /**
   * Agree and un-agree differ only in where the statement id comes from and the flag they set.
   * A crowd agrees many times a second: others see the counts within two seconds, the agreeing
   * session at once, and the answers of everything else stay stored (decision 024).
   */
  const options = <Input extends object>(summary: string, input: Input) => ({
    config: { othersCatchUp: true },
    preHandler: [requireUser, limit],
    schema: { tags: ['agrees'], summary, security: sessionSecurity, ...input, response: responses },
  });

  const answer = async (request: FastifyRequest, statementId: number, agree: boolean) => {
    const user = currentUser(request);
    const moderator = isPrivileged(user);
    const { data, news } = await setAgree(app.db, {
      userId: user.id,
      moderator,
      statementId,
      agree,
    });
    // Its writer's reads skip only the stored answers this agree can have changed.
    request.ownAgree = news;
    return { data };
  };

  app.post(
    '/auth/agrees',
    options('Agrees with a statement (idempotent)', { body: agreeBodySchema }),
    (request) => answer(request, request.body.statement_id, true),
  );

  app.post(
    '/auth/agrees/delete/:id',
    options('Withdraws the agreement with statement `id` (idempotent)', { params: idParamSchema }),
    (request) => answer(request, request.params.id, false),
  );
};
