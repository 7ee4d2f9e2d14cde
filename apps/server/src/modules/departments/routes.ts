import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canManageDepartments,
  canReadCityStats,
  cityStatsResponseSchema,
  departmentBodySchema,
  departmentDeleteBodySchema,
  departmentDeleteResponseSchema,
  departmentMemberBodySchema,
  departmentMemberParamsSchema,
  departmentRenameBodySchema,
  departmentResponseSchema,
  departmentsQuerySchema,
  departmentsResponseSchema,
  errorResponseSchema,
  idParamSchema,
  languageQuerySchema,
  publicDepartmentsResponseSchema,
} from '@iagree/contract';
import { currentUser, requireAllowed, sessionSecurity } from '../../plugins/auth.ts';
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

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

const managerOnly = requireAllowed(canManageDepartments);

/**
 * The city's side (issue 32, decision 034): departments and their staff (role 1), the
 * dashboard's figures (role 1 and staff), and the departments' names for everyone. Creating a
 * department or naming its staff changes no answer guests share (a new department is in charge
 * of nothing yet), so neither empties the answer cache.
 */
export const departmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/departments',
    {
      schema: {
        tags: ['departments'],
        summary: 'Every department’s id and name (the statement list filters by `department=`)',
        response: { 200: publicDepartmentsResponseSchema },
      },
    },
    async () => ({ data: await departmentNames(app.db) }),
  );

  app.get(
    '/auth/admin/departments',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['departments'],
        summary: 'The departments with their categories, area and staff (role 1)',
        security: sessionSecurity,
        querystring: departmentsQuerySchema,
        response: { 200: departmentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listDepartments(app.db, request.locale) }),
  );

  app.post(
    '/auth/admin/departments',
    {
      preHandler: managerOnly,
      config: { keepsAnswers: true },
      schema: {
        tags: ['departments'],
        summary:
          'Creates a department owning master categories, optionally within an area: a ' +
          'municipality name or a GeoJSON Polygon (role 1; logged)',
        security: sessionSecurity,
        body: departmentBodySchema,
        response: { 201: departmentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createDepartment(
        app.db,
        currentUser(request),
        request.body,
        request.locale,
      );
      return reply.status(201).send({ data });
    },
  );

  app.patch(
    '/auth/admin/departments/:id',
    {
      preHandler: managerOnly,
      // Its name is in statements' details, the open data and Open311: shared answers go.
      schema: {
        tags: ['departments'],
        summary:
          'Renames a department (role 1; logged with the old and new names and `reason`): 409 ' +
          'for a name another department has',
        security: sessionSecurity,
        params: idParamSchema,
        querystring: languageQuerySchema,
        body: departmentRenameBodySchema,
        response: { 200: departmentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await renameDepartment(app.db, currentUser(request), id, request.body);
      return { data: await getDepartment(app.db, id, request.locale) };
    },
  );

  app.delete(
    '/auth/admin/departments/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['departments'],
        summary:
          'Deletes a department (role 1; logged with its name and `reason`): 409 ' +
          '(`department_in_charge`) while it is in charge of statements, unless `hand_over_to` ' +
          'names the department that takes them all (each gets a hand-over on its timeline)',
        security: sessionSecurity,
        params: idParamSchema,
        querystring: languageQuerySchema,
        body: departmentDeleteBodySchema,
        response: { 200: departmentDeleteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await deleteDepartment(app.db, currentUser(request), request.params.id, {
        reason: request.body.reason,
        handOverTo: request.body.hand_over_to,
      }),
    }),
  );

  app.post(
    '/auth/admin/departments/:id/members',
    {
      preHandler: managerOnly,
      config: { keepsAnswers: true },
      schema: {
        tags: ['departments'],
        summary:
          'Adds a user to a department’s staff (role 1; logged): 201, or 200 when already there',
        security: sessionSecurity,
        params: idParamSchema,
        body: departmentMemberBodySchema,
        response: { 200: departmentResponseSchema, 201: departmentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const added = await addMember(app.db, currentUser(request), id, request.body.user_id);
      const data = await getDepartment(app.db, id, request.locale);
      return reply.status(added ? 201 : 200).send({ data });
    },
  );

  app.delete(
    '/auth/admin/departments/:id/members/:user_id',
    {
      preHandler: managerOnly,
      config: { keepsAnswers: true },
      schema: {
        tags: ['departments'],
        summary: 'Takes a user off a department’s staff (role 1; logged)',
        security: sessionSecurity,
        params: departmentMemberParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: departmentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, user_id } = request.params;
      await removeMember(app.db, currentUser(request), id, user_id);
      return { data: await getDepartment(app.db, id, request.locale) };
    },
  );

  app.get(
    '/auth/admin/stats',
    {
      preHandler: requireAllowed(canReadCityStats),
      schema: {
        tags: ['departments'],
        summary:
          'The dashboard’s figures: statuses by department and category, new statements per ' +
          'week, median days to the first answer and to done, the oldest unanswered',
        security: sessionSecurity,
        querystring: languageQuerySchema,
        response: { 200: cityStatsResponseSchema, ...errors },
      },
    },
    async (request) => cityStats(app.db, request.locale),
  );
};
