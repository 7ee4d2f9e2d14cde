import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canTakePartInConsultation } from '@iagree/contract';
import { consultationRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../http/serve.ts';
import { currentUser, requireAllowed, requireUser } from '../../plugins/auth.ts';
import { rateLimit, writeRateLimit } from '../../plugins/rate-limit.ts';
import { AppError } from '../../errors.ts';
import { exportFile } from './export.ts';
import { consultationMessages } from './messages.ts';
import {
  consultationDetail,
  findConsultation,
  groupOf,
  listConsultations,
  storedAnalysis,
} from './queries.ts';
import {
  addStatement,
  castVote,
  createConsultation,
  moderateStatement,
  withdrawVote,
} from './service.ts';

const takesPart = requireAllowed(canTakePartInConsultation);

/**
 * Consultations (issue 34, decision 036). No answer guests share shows them, so their writes
 * keep the answer cache; the analysis is read as the last job run stored it.
 */
export const consultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Generous for a person voting through a deck, tight enough to stop a script. */
  const voteLimit = rateLimit(app, 'consultation-vote', { by: 'user', max: 120, per: '1 minute' });

  serve(app, routes.list, {
    handler: async (request) => ({ data: await listConsultations(app.db, request.query.event_id) }),
  });

  serve(app, routes.create, {
    preHandler: [requireUser, writeRateLimit(app, 'consultation')],
    config: { keepsAnswers: true },
    handler: async (request, reply) => {
      const data = await createConsultation(app.db, currentUser(request), request.body);
      return reply.status(201).send({ data });
    },
  });

  serve(app, routes.detail, {
    handler: async (request, reply) => {
      const data = await consultationDetail(app.db, request.params.id, request.user);
      if (!data) throw new AppError(404, consultationMessages.notFound);
      // The caller's votes and next statement are theirs alone.
      void reply.header('cache-control', 'private, no-store');
      return { data };
    },
  });

  serve(app, routes.addStatement, {
    preHandler: [takesPart, writeRateLimit(app, 'consultation-statement')],
    config: { keepsAnswers: true },
    handler: async (request, reply) => {
      const { id } = request.params;
      const data = await addStatement(app.db, currentUser(request), id, request.body.text);
      return reply.status(201).send({ data });
    },
  });

  serve(app, routes.moderateStatement, {
    preHandler: requireUser,
    config: { keepsAnswers: true },
    handler: async (request) => {
      const { id, statement_id } = request.params;
      const user = currentUser(request);
      return { data: await moderateStatement(app.db, user, id, statement_id, request.body) };
    },
  });

  serve(app, routes.vote, {
    preHandler: [takesPart, voteLimit],
    config: { keepsAnswers: true },
    handler: async (request) => {
      const { statement_id, vote } = request.body;
      const user = currentUser(request);
      return { data: await castVote(app.db, user, request.params.id, statement_id, vote) };
    },
  });

  serve(app, routes.withdrawVote, {
    preHandler: [takesPart, voteLimit],
    config: { keepsAnswers: true },
    handler: async (request) => {
      const { id, statement_id } = request.params;
      return { data: await withdrawVote(app.db, currentUser(request), id, statement_id) };
    },
  });

  serve(app, routes.analysis, {
    handler: async (request) => {
      const data = await storedAnalysis(app.db, request.params.id);
      if (!data) throw new AppError(404, consultationMessages.notFound);
      return { data };
    },
  });

  serve(app, routes.myGroup, {
    preHandler: requireUser,
    handler: async (request) => {
      const { id } = request.params;
      if (!(await findConsultation(app.db, id)))
        throw new AppError(404, consultationMessages.notFound);
      return { data: { group: await groupOf(app.db, id, currentUser(request).id) } };
    },
  });

  serve(app, routes.exportFile, {
    handler: async (request, reply) => {
      const { id, file } = request.params;
      const body = await exportFile(app.db, id, file);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="consultation-${id}-${file}"`)
        .send(body);
    },
  });
};
