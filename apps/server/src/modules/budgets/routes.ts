import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageBudgets, canSupportProject } from '@iagree/contract';
import { budgetRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../http/serve.ts';
import { currentUser, requireAllowed, requireUser } from '../../plugins/auth.ts';
import { budgetResults, getBudget, listBudgets, listCandidates } from './queries.ts';
import {
  castBallot,
  createBudget,
  enterProject,
  movePhase,
  reviewProject,
  support,
} from './service.ts';
import { redeemCode, uploadCodes } from './resident-codes.ts';

const managerOnly = requireAllowed(canManageBudgets);

/**
 * Participatory budgeting (issue 33, decision 035): role 1 runs a budget through its phases;
 * authors enter statements, people support them, role 1 reviews them, residents keep a ballot,
 * and the finished budget publishes its results. Reads are public.
 */
export const budgetsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.list, {
    handler: async () => ({ data: await listBudgets(app.db) }),
  });

  serve(app, routes.detail, {
    handler: async (request) => ({
      data: await getBudget(app.db, request.params.id, request.user?.id ?? null),
    }),
  });

  serve(app, routes.results, {
    handler: async (request) => ({ data: await budgetResults(app.db, request.params.id) }),
  });

  serve(app, routes.create, {
    preHandler: managerOnly,
    handler: async (request, reply) => {
      const created = await createBudget(app.db, currentUser(request), request.body);
      const data = await getBudget(app.db, created.id, currentUser(request).id);
      return reply.status(201).send({ data });
    },
  });

  serve(app, routes.movePhase, {
    preHandler: managerOnly,
    handler: async (request) => {
      const user = currentUser(request);
      await movePhase(app.db, user, request.params.id, request.body.phase);
      return { data: await getBudget(app.db, request.params.id, user.id) };
    },
  });

  serve(app, routes.review, {
    preHandler: managerOnly,
    handler: async (request) => {
      const user = currentUser(request);
      const { id, project_id } = request.params;
      await reviewProject(app.db, user, id, project_id, request.body);
      return { data: await getBudget(app.db, id, user.id) };
    },
  });

  serve(app, routes.uploadCodes, {
    preHandler: managerOnly,
    config: { keepsAnswers: true },
    handler: async (request) => ({
      data: await uploadCodes(app.db, currentUser(request), request.params.id, request.body.csv),
    }),
  });

  serve(app, routes.candidates, {
    preHandler: requireUser,
    handler: async (request) =>
      listCandidates(app.db, request.params.id, currentUser(request).id, request.query),
  });

  serve(app, routes.enter, {
    preHandler: requireUser,
    handler: async (request, reply) => {
      const data = await enterProject(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.statement_id,
      );
      return reply.status(201).send({ data });
    },
  });

  serve(app, routes.support, {
    preHandler: requireAllowed(canSupportProject),
    // Budgets' answers are not shared (each is computed for its reader): nothing to refresh.
    config: { keepsAnswers: true },
    handler: async (request, reply) => {
      const { project_id } = request.body;
      const result = await support(app.db, currentUser(request), request.params.id, project_id);
      return reply
        .status(result.created ? 201 : 200)
        .send({ data: { project_id, supports: result.supports } });
    },
  });

  serve(app, routes.ballot, {
    preHandler: requireAllowed(canSupportProject),
    // A ballot shows in nobody else's answer until the results, which the finish computes.
    config: { keepsAnswers: true },
    handler: async (request) => ({
      data: await castBallot(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.project_ids,
      ),
    }),
  });

  serve(app, routes.verify, {
    preHandler: requireUser,
    config: { keepsAnswers: true },
    handler: async (request) => {
      const user = currentUser(request);
      await redeemCode(app.db, user, request.params.id, request.body.code);
      return { data: await getBudget(app.db, request.params.id, user.id) };
    },
  });
};
