import type { Route } from '@iagree/contract/routes';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSecurity } from '../plugins/auth.ts';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<R, K extends string> = R extends Record<K, infer Schema> ? Schema : undefined;

/** Fastify's schema of a described call: what types its handler's request and answer. */
interface SchemaOf<R extends Route> {
  params: Part<R, 'params'>;
  querystring: Part<R, 'query'>;
  body: Part<R, 'body'>;
  response: R['response'];
}

/** Everything of Fastify's route options but what the description says. */
export type ServeOptions<R extends Route> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<R>,
    ZodTypeProvider
  >,
  'method' | 'url' | 'schema'
>;

/** Fastify's schema, which validates, serializes and makes the OpenAPI document. */
export const fastifySchemaOf = (route: Route) => ({
  tags: [...route.tags],
  summary: route.summary,
  ...(route.description !== undefined && { description: route.description }),
  ...(route.multipart && { consumes: ['multipart/form-data'] }),
  ...(route.auth === 'session' && { security: sessionSecurity }),
  ...(route.params && { params: route.params }),
  ...(route.query && { querystring: route.query }),
  ...(route.body && { body: route.body }),
  response: route.response,
});

/**
 * Registers a call as the contract describes it (decision 041): its method, path and schemas
 * come from the description, the guards and the handler from the module.
 */
export function serve<R extends Route>(app: ZodApp, route: R, options: ServeOptions<R>): void {
  app.route({
    ...(options as RouteOptions),
    method: route.method,
    url: route.path,
    schema: fastifySchemaOf(route),
  });
}
