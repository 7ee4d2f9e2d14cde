import type { CallSchemas } from '../calls/call.ts';
import { departmentCalls } from '../calls/departments.ts';
import { cityStatsResponseSchema } from '../city-stats.ts';
import { idParamSchema, languageQuerySchema } from '../common.ts';
import {
  departmentBodySchema,
  departmentDeleteBodySchema,
  departmentDeleteResponseSchema,
  departmentMemberBodySchema,
  departmentMemberParamsSchema,
  departmentRenameBodySchema,
  departmentResponseSchema,
  departmentsQuerySchema,
  departmentsResponseSchema,
  publicDepartmentsResponseSchema,
} from '../departments.ts';
import { described, errors } from './route.ts';

const tags = ['departments'] as const;
const adminErrors = errors(401, 403, 404, 409, 422);
const administering = { tags, auth: 'session' } as const;

export const departmentSchemas = {
  names: {
    tags,
    summary: 'Every department’s id and name (the statement list filters by `department=`)',
    response: { 200: publicDepartmentsResponseSchema },
  },
  list: {
    ...administering,
    summary: 'The departments with their categories, area and staff (role 1)',
    query: departmentsQuerySchema,
    response: { 200: departmentsResponseSchema, ...adminErrors },
  },
  create: {
    ...administering,
    summary:
      'Creates a department owning master categories, optionally within an area: a ' +
      'municipality name or a GeoJSON Polygon (role 1; logged)',
    body: departmentBodySchema,
    response: { 201: departmentResponseSchema, ...adminErrors },
  },
  rename: {
    ...administering,
    summary:
      'Renames a department (role 1; logged with the old and new names and `reason`): 409 ' +
      'for a name another department has',
    params: idParamSchema,
    query: languageQuerySchema,
    body: departmentRenameBodySchema,
    response: { 200: departmentResponseSchema, ...adminErrors },
  },
  remove: {
    ...administering,
    summary:
      'Deletes a department (role 1; logged with its name and `reason`): 409 ' +
      '(`department_in_charge`) while it is in charge of statements, unless `hand_over_to` ' +
      'names the department that takes them all (each gets a hand-over on its timeline)',
    params: idParamSchema,
    query: languageQuerySchema,
    body: departmentDeleteBodySchema,
    response: { 200: departmentDeleteResponseSchema, ...adminErrors },
  },
  addMember: {
    ...administering,
    summary: 'Adds a user to a department’s staff (role 1; logged): 201, or 200 when already there',
    params: idParamSchema,
    body: departmentMemberBodySchema,
    response: { 200: departmentResponseSchema, 201: departmentResponseSchema, ...adminErrors },
  },
  removeMember: {
    ...administering,
    summary: 'Takes a user off a department’s staff (role 1; logged)',
    params: departmentMemberParamsSchema,
    query: languageQuerySchema,
    response: { 200: departmentResponseSchema, ...adminErrors },
  },
  stats: {
    ...administering,
    summary:
      'The dashboard’s figures: statuses by department and category, new statements per ' +
      'week, median days to the first answer and to done, the oldest unanswered',
    query: languageQuerySchema,
    response: { 200: cityStatsResponseSchema, ...adminErrors },
  },
} satisfies Record<string, CallSchemas>;

export const departmentRoutes = described(departmentCalls, departmentSchemas);
