/**
 * The schema halves of the calls, for the server and tests (decision 041); the web's bundle
 * never loads this entry, only its dev server and tests to check answers.
 */
import type { Call } from '../calls/call.ts';
import type { Route } from './route.ts';
import { accountRoutes } from './accounts.ts';
import { budgetRoutes } from './budgets.ts';
import { consultationRoutes } from './consultations.ts';
import { departmentRoutes } from './departments.ts';
import { eventRoutes } from './events.ts';
import { healthRoutes } from './health.ts';
import { mapRoutes } from './map.ts';
import { moderationRoutes } from './moderation.ts';
import { notificationRoutes } from './notifications.ts';
import { categoryRoutes, configRoutes, contactRoutes, geoRoutes, userRoutes } from './site.ts';
import { statementRoutes } from './statements.ts';

export { described, errors, writeErrors, type Route } from './route.ts';
export {
  accountRoutes,
  budgetRoutes,
  categoryRoutes,
  configRoutes,
  consultationRoutes,
  contactRoutes,
  departmentRoutes,
  eventRoutes,
  geoRoutes,
  healthRoutes,
  mapRoutes,
  moderationRoutes,
  notificationRoutes,
  statementRoutes,
  userRoutes,
};

/** Every described call, each once. */
export const everyRoute: Route[] = [
  statementRoutes,
  eventRoutes,
  mapRoutes,
  notificationRoutes,
  moderationRoutes,
  configRoutes,
  categoryRoutes,
  contactRoutes,
  userRoutes,
  geoRoutes,
  accountRoutes,
  budgetRoutes,
  consultationRoutes,
  departmentRoutes,
  healthRoutes,
].flatMap((module) => Object.values(module));

/** The described route of a call's data half (the web's check of answers in development). */
export const routeOf = (call: Call): Route | undefined =>
  everyRoute.find((route) => route.method === call.method && route.path === call.path);
