import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageDepartments, canReadCityStats } from '@iagree/contract';
import { departmentRoutes as routes } from '@iagree/contract/routes';
import { serve } from '../../http/serve.ts';
import { currentUser, requireAllowed } from '../../plugins/auth.ts';
import { deleteDepartment, renameDepartment } from './changes.ts';
import { cityStats } from './stats.ts';
import {
  addMember,
  createDepartment,
  departmentNames,
  getDepartment,
  listDepartments,
  removeMember,
} from './service.ts';

const managerOnly = requireAllowed(canManageDepartments);

/**
 * The city's side (issue 32, decision 034): departments and their staff (role 1), the
 * dashboard's figures (role 1 and staff), and the departments' names for everyone. Creating a
 * department or naming its staff changes no answer guests share (a new department is in charge
 * of nothing yet), so neither empties the answer cache.
 */
export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.names, {
    handler: async () => ({ data: await departmentNames(app.db) }),
  });

  serve(app, routes.list, {
    preHandler: managerOnly,
    handler: async (request) => ({ data: await listDepartments(app.db, request.locale) }),
  });

  serve(app, routes.create, {
    preHandler: managerOnly,
    config: { keepsAnswers: true },
    handler: async (request, reply) => {
      const data = await createDepartment(
        app.db,
        currentUser(request),
        request.body,
        request.locale,
      );
      return reply.status(201).send({ data });
    },
  });

  serve(app, routes.rename, {
    preHandler: managerOnly,
    // Its name is in statements' details, the open data and Open311: shared answers go.
    handler: async (request) => {
      const { id } = request.params;
      await renameDepartment(app.db, currentUser(request), id, request.body);
      return { data: await getDepartment(app.db, id, request.locale) };
    },
  });

  serve(app, routes.remove, {
    preHandler: managerOnly,
    handler: async (request) => ({
      data: await deleteDepartment(app.db, currentUser(request), request.params.id, {
        reason: request.body.reason,
        handOverTo: request.body.hand_over_to,
      }),
    }),
  });

  serve(app, routes.addMember, {
    preHandler: managerOnly,
    config: { keepsAnswers: true },
    handler: async (request, reply) => {
      const { id } = request.params;
      const added = await addMember(app.db, currentUser(request), id, request.body.user_id);
      const data = await getDepartment(app.db, id, request.locale);
      return reply.status(added ? 201 : 200).send({ data });
    },
  });

  serve(app, routes.removeMember, {
    preHandler: managerOnly,
    config: { keepsAnswers: true },
    handler: async (request) => {
      const { id, user_id } = request.params;
      await removeMember(app.db, currentUser(request), id, user_id);
      return { data: await getDepartment(app.db, id, request.locale) };
    },
  });

  serve(app, routes.stats, {
    preHandler: requireAllowed(canReadCityStats),
    handler: async (request) => cityStats(app.db, request.locale),
  });
};
