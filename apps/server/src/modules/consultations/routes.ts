import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canTakePartInConsultation,
  consultationAnalysisResponseSchema,
  consultationBodySchema,
  consultationExportParamsSchema,
  consultationListQuerySchema,
  consultationListResponseSchema,
  consultationModerationBodySchema,
  consultationResponseSchema,
  consultationStatementBodySchema,
  consultationStatementParamsSchema,
  consultationVoteBodySchema,
  consultationVoteResponseSchema,
  consultationVoteWithdrawnResponseSchema,
  createdConsultationResponseSchema,
  createdConsultationStatementResponseSchema,
  errorResponseSchema,
  idParamSchema,
  languageQuerySchema,
  myGroupResponseSchema,
} from '@iagree/contract';
import { z } from 'zod';
import { currentUser, requireAllowed, requireUser, sessionSecurity } from '../../plugins/auth.ts';
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

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

const takesPart = requireAllowed(canTakePartInConsultation);

/**
 * Consultations (issue 34, decision 036). No answer guests share shows them, so their writes
 * keep the answer cache; the analysis is read as the last job run stored it.
 */
export const consultationsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Generous for a person voting through a deck, tight enough to stop a script. */
  const voteLimit = rateLimit(app, 'consultation-vote', { by: 'user', max: 120, per: '1 minute' });

  app.get(
    '/consultations',
    {
      schema: {
        tags: ['consultations'],
        summary:
          'The newest 100 consultations with their approved statements and participants; ' +
          '`event_id` gives those of one event',
        querystring: consultationListQuerySchema,
        response: { 200: consultationListResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => ({ data: await listConsultations(app.db, request.query.event_id) }),
  );

  app.post(
    '/auth/consultations',
    {
      preHandler: [requireUser, writeRateLimit(app, 'consultation')],
      config: { keepsAnswers: true },
      schema: {
        tags: ['consultations'],
        summary: 'Starts a consultation (role 1, or the organiser of the event it belongs to)',
        security: sessionSecurity,
        body: consultationBodySchema,
        response: { 201: createdConsultationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createConsultation(app.db, currentUser(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/consultations/:id',
    {
      schema: {
        tags: ['consultations'],
        summary:
          'A consultation with its statements and their counts, and for a signed-in caller ' +
          'their votes and the statement to vote on next',
        params: idParamSchema,
        querystring: languageQuerySchema,
        response: { 200: consultationResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await consultationDetail(app.db, request.params.id, request.user);
      if (!data) throw new AppError(404, consultationMessages.notFound);
      // The caller's votes and next statement are theirs alone.
      void reply.header('cache-control', 'private, no-store');
      return { data };
    },
  );

  app.post(
    '/auth/consultations/:id/statements',
    {
      preHandler: [takesPart, writeRateLimit(app, 'consultation-statement')],
      config: { keepsAnswers: true },
      schema: {
        tags: ['consultations'],
        summary:
          'Adds a statement of at most 140 characters: approved at once from who runs the ' +
          'consultation, pending until approved from anyone else',
        security: sessionSecurity,
        params: idParamSchema,
        body: consultationStatementBodySchema,
        response: { 201: createdConsultationStatementResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await addStatement(app.db, currentUser(request), id, request.body.text);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/auth/consultations/:id/statements/:statement_id/moderation',
    {
      preHandler: requireUser,
      config: { keepsAnswers: true },
      schema: {
        tags: ['consultations'],
        summary:
          'Approves or rejects a pending statement (who runs the consultation or role 1; logged)',
        security: sessionSecurity,
        params: consultationStatementParamsSchema,
        body: consultationModerationBodySchema,
        response: { 200: createdConsultationStatementResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, statement_id } = request.params;
      const user = currentUser(request);
      return { data: await moderateStatement(app.db, user, id, statement_id, request.body) };
    },
  );

  app.post(
    '/auth/consultations/:id/votes',
    {
      preHandler: [takesPart, voteLimit],
      config: { keepsAnswers: true },
      schema: {
        tags: ['consultations'],
        summary:
          'Votes 1 (agree), -1 (disagree) or 0 (pass) on an approved statement; a later vote ' +
          'on the same statement replaces the earlier',
        security: sessionSecurity,
        params: idParamSchema,
        body: consultationVoteBodySchema,
        response: { 200: consultationVoteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { statement_id, vote } = request.body;
      const user = currentUser(request);
      return { data: await castVote(app.db, user, request.params.id, statement_id, vote) };
    },
  );

  app.delete(
    '/auth/consultations/:id/votes/:statement_id',
    {
      preHandler: [takesPart, voteLimit],
      config: { keepsAnswers: true },
      schema: {
        tags: ['consultations'],
        summary:
          'Withdraws the caller’s vote on a statement: its counts drop and the analysis ' +
          'follows (idempotent)',
        security: sessionSecurity,
        params: consultationStatementParamsSchema,
        response: { 200: consultationVoteWithdrawnResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, statement_id } = request.params;
      return { data: await withdrawVote(app.db, currentUser(request), id, statement_id) };
    },
  );

  app.get(
    '/consultations/:id/analysis',
    {
      schema: {
        tags: ['consultations'],
        summary:
          'The opinion groups, their representative statements, the consensus and the map, ' +
          'as last computed after votes arrived',
        params: idParamSchema,
        response: { 200: consultationAnalysisResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const data = await storedAnalysis(app.db, request.params.id);
      if (!data) throw new AppError(404, consultationMessages.notFound);
      return { data };
    },
  );

  app.get(
    '/auth/consultations/:id/my-group',
    {
      preHandler: requireUser,
      schema: {
        tags: ['consultations'],
        summary: 'The caller’s opinion group in the latest analysis (null while in none)',
        security: sessionSecurity,
        params: idParamSchema,
        response: {
          200: myGroupResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findConsultation(app.db, id)))
        throw new AppError(404, consultationMessages.notFound);
      return { data: { group: await groupOf(app.db, id, currentUser(request).id) } };
    },
  );

  app.get(
    '/consultations/:id/export/:file',
    {
      schema: {
        tags: ['consultations'],
        summary:
          'Statements and votes as Pol.is exports them: comments.csv, votes.csv, ' +
          'participants-votes.csv (participants numbered, never named)',
        params: consultationExportParamsSchema,
        response: { 200: z.string(), 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const body = await exportFile(app.db, id, file);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="consultation-${id}-${file}"`)
        .send(body);
    },
  );
};
