import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnswerCache } from '../adapters/answer-cache.ts';

/**
 * Which of some statements a narrowed list holds, given the list's query as its route's schema
 * reads it (decision 042): the route that answers with it tells.
 */
export type ListMembers = (query: unknown, ids: number[]) => Promise<number[]>;

/** The routes whose narrowed lists can tell their members, by route URL. */
const membersOf = new WeakMap<AnswerCache, Map<string | undefined, ListMembers>>();
const members = (app: FastifyInstance) => {
  let routes = membersOf.get(app.answerCache);
  if (!routes) membersOf.set(app.answerCache, (routes = new Map()));
  return routes;
};

/** Whether the request's narrowed list holds none of `ids` (false when it cannot tell). */
export async function holdsNone(app: FastifyInstance, request: FastifyRequest, ids: number[]) {
  const held = members(app).get(request.routeOptions.url);
  const schema = request.routeOptions.schema?.querystring;
  if (!held || !(schema instanceof z.ZodType)) return false;
  // Before validation (a guest's onRequest) the query is still the raw one: read it as the
  // route does.
  const query = schema.safeParse(request.query);
  return query.success && (await held(query.data, ids)).length === 0;
}

/** Sets how the route at `url` tells which statements its narrowed lists hold. */
export const setListMembers = (app: FastifyInstance, url: string | undefined, held: ListMembers) =>
  members(app).set(url, held);
