import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ballotBodySchema,
  ballotResponseSchema,
  budgetBodySchema,
  budgetCandidatesQuerySchema,
  budgetCandidatesResponseSchema,
  budgetCodesBodySchema,
  budgetCodesResponseSchema,
  budgetPhaseBodySchema,
  budgetProjectBodySchema,
  budgetProjectResponseSchema,
  budgetResponseSchema,
  budgetResultsResponseSchema,
  budgetReviewBodySchema,
  budgetReviewParamsSchema,
  budgetsResponseSchema,
  budgetSupportBodySchema,
  budgetSupportResponseSchema,
  budgetVerificationBodySchema,
  canManageBudgets,
  canSupportProject,
  errorResponseSchema,
  idParamSchema,
  languageQuerySchema,
} from '@iagree/contract';
import { currentUser, requireAllowed, requireUser, sessionSecurity } from '../../plugins/auth.ts';
import { budgetResults, getBudget, listBudgets, listCandidates } from './queries.ts';
import {
  castBallot,
  createBudget,
  enterProject,
  movePhase,
  redeemCode,
  reviewProject,
  support,
  uploadCodes,
} from './service.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

const managerOnly = requireAllowed(canManageBudgets);
const tags = ['budgets'];

/**
 * Participatory budgeting (issue 33, decision 035): role 1 runs a budget through its phases;
 * authors enter statements, people support them, role 1 reviews them, residents keep a ballot,
 * and the finished budget publishes its results. Reads are public.
 */
export const budgetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/budgets',
    {
      schema: {
        tags,
        summary: 'Every budget with its phase, newest first',
        querystring: languageQuerySchema,
        response: { 200: budgetsResponseSchema },
      },
    },
    async () => ({ data: await listBudgets(app.db) }),
  );

  app.get(
    '/budgets/:id',
    {
      schema: {
        tags,
        summary:
          'A budget: phase, total, projects (price, feasibility, explanation, supports) and the ' +
          'caller’s supports, ballot and resident check',
        params: idParamSchema,
        querystring: languageQuerySchema,
        response: { 200: budgetResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await getBudget(app.db, request.params.id, request.user?.id ?? null),
    }),
  );

  app.get(
    '/budgets/:id/results',
    {
      schema: {
        tags,
        summary:
          'A finished budget’s results: projects by ballots, winners taken while they fit (409 ' +
          'before it is finished)',
        params: idParamSchema,
        querystring: languageQuerySchema,
        response: {
          200: budgetResultsResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await budgetResults(app.db, request.params.id) }),
  );

  app.post(
    '/auth/admin/budgets',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Creates a budget in its accepting phase (role 1; logged)',
        security: sessionSecurity,
        body: budgetBodySchema,
        response: { 201: budgetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createBudget(app.db, currentUser(request), request.body);
      const data = await getBudget(app.db, created.id, currentUser(request).id);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/auth/admin/budgets/:id/phase',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary:
          'Moves a budget to a later phase, never back (role 1; logged); finishing it stores ' +
          'the results and gives the winners’ statements a status',
        security: sessionSecurity,
        params: idParamSchema,
        body: budgetPhaseBodySchema,
        response: { 200: budgetResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await movePhase(app.db, user, request.params.id, request.body.phase);
      return { data: await getBudget(app.db, request.params.id, user.id) };
    },
  );

  app.post(
    '/auth/admin/budgets/:id/projects/:project_id/review',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary:
          'Sets a project’s feasibility, final price and public explanation while the budget ' +
          'is reviewing (role 1; logged)',
        security: sessionSecurity,
        params: budgetReviewParamsSchema,
        body: budgetReviewBodySchema,
        response: { 200: budgetResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id, project_id } = request.params;
      await reviewProject(app.db, user, id, project_id, request.body);
      return { data: await getBudget(app.db, id, user.id) };
    },
  );

  app.post(
    '/auth/admin/budgets/:id/codes',
    {
      preHandler: managerOnly,
      config: { keepsAnswers: true },
      schema: {
        tags,
        summary:
          'Adds the city’s resident codes, as a CSV of SHA-256 hashes, to a budget that ' +
          'requires the check (role 1; logged)',
        security: sessionSecurity,
        params: idParamSchema,
        body: budgetCodesBodySchema,
        response: { 200: budgetCodesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await uploadCodes(app.db, currentUser(request), request.params.id, request.body.csv),
    }),
  );

  app.get(
    '/auth/budgets/:id/candidates',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The caller’s own statements to enter as projects, newest first, ten at a time, by a ' +
          'word of the title: each with its amount (null: none yet) and its project here (null: ' +
          'not entered)',
        security: sessionSecurity,
        params: idParamSchema,
        querystring: budgetCandidatesQuerySchema,
        response: {
          200: budgetCandidatesResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) =>
      listCandidates(app.db, request.params.id, currentUser(request).id, request.query),
  );

  app.post(
    '/auth/budgets/:id/projects',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The statement’s author enters it as a project while the budget is accepting',
        security: sessionSecurity,
        params: idParamSchema,
        body: budgetProjectBodySchema,
        response: { 201: budgetProjectResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await enterProject(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.statement_id,
      );
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/auth/budgets/:id/supports',
    {
      preHandler: requireAllowed(canSupportProject),
      // Budgets' answers are not shared (each is computed for its reader): nothing to refresh.
      config: { keepsAnswers: true },
      schema: {
        tags,
        summary:
          'Supports a project while the budget is supporting: 201, or 200 when already supported',
        security: sessionSecurity,
        params: idParamSchema,
        body: budgetSupportBodySchema,
        response: { 200: budgetSupportResponseSchema, 201: budgetSupportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { project_id } = request.body;
      const result = await support(app.db, currentUser(request), request.params.id, project_id);
      return reply
        .status(result.created ? 201 : 200)
        .send({ data: { project_id, supports: result.supports } });
    },
  );

  app.put(
    '/auth/budgets/:id/ballot',
    {
      preHandler: requireAllowed(canSupportProject),
      // A ballot shows in nobody else's answer until the results, which the finish computes.
      config: { keepsAnswers: true },
      schema: {
        tags,
        summary:
          'The caller’s one ballot while the budget is balloting, replaced whole: 422 over the ' +
          'total or with an infeasible or unknown project, 409 outside balloting',
        security: sessionSecurity,
        params: idParamSchema,
        body: ballotBodySchema,
        response: { 200: ballotResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await castBallot(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.project_ids,
      ),
    }),
  );

  app.post(
    '/auth/budgets/:id/verification',
    {
      preHandler: requireUser,
      config: { keepsAnswers: true },
      schema: {
        tags,
        summary:
          'Redeems the resident code the city sent by post, once, one per account (budgets ' +
          'that require the check)',
        security: sessionSecurity,
        params: idParamSchema,
        body: budgetVerificationBodySchema,
        response: { 200: budgetResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await redeemCode(app.db, user, request.params.id, request.body.code);
      return { data: await getBudget(app.db, request.params.id, user.id) };
    },
  );
};
