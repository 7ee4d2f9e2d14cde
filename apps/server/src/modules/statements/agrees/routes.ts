import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agreeBodySchema,
  agreeResponseSchema,
  errorResponseSchema,
  idParamSchema,
} from '@iagree/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser, sessionSecurity } from '../../../plugins/auth.ts';
import { setAgree } from './service.ts';

const responses = {
  200: agreeResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** Generous for a person clicking, tight enough to stop a script flooding the counters. */
const rateLimit = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `agree:${request.user?.id ?? request.ip}`,
};

export const agreesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/agrees',
    {
      preHandler: requireUser,
      config: { rateLimit },
      schema: {
        tags: ['agrees'],
        summary: 'Agrees with a statement (idempotent)',
        security: sessionSecurity,
        body: agreeBodySchema,
        response: responses,
      },
    },
    async (request) => ({
      data: await setAgree(app.db, {
        userId: currentUser(request).id,
        statementId: request.body.statement_id,
        agree: true,
      }),
    }),
  );

  app.post(
    '/auth/agrees/delete/:id',
    {
      preHandler: requireUser,
      config: { rateLimit },
      schema: {
        tags: ['agrees'],
        summary: 'Withdraws the agreement with statement `id` (idempotent)',
        security: sessionSecurity,
        params: idParamSchema,
        response: responses,
      },
    },
    async (request) => ({
      data: await setAgree(app.db, {
        userId: currentUser(request).id,
        statementId: request.params.id,
        agree: false,
      }),
    }),
  );
};
