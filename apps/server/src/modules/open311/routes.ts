import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  OPEN_DATA_PATHS,
  languageQuerySchema,
  open311ErrorsSchema,
  open311RequestParamSchema,
  open311RequestsQuerySchema,
  open311RequestsSchema,
  open311ServicesSchema,
} from '@iagree/contract';
import { AppError } from '../../errors.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { OPEN311_FORMATS, answerOpen311Error, sendList, type Open311Format } from './answers.ts';
import { open311Messages } from './messages.ts';
import { findRequests, requestWhere, requestsWhere } from './requests.ts';
import { services } from './services.ts';

const base = OPEN_DATA_PATHS.open311;
const tags = ['open311'];
const REQUESTS = { root: 'service_requests', item: 'request' };
const SERVICES = { root: 'services', item: 'service' };

/** The answers of a route in `format`: JSON by the contract's schemas, XML as text. */
const responses = (format: Open311Format, ok: z.ZodType, ...refusals: number[]) => {
  const refused = format === 'json' ? open311ErrorsSchema : z.string().describe('XML <errors>');
  return {
    200: format === 'json' ? ok : z.string().describe('XML'),
    ...Object.fromEntries(refusals.map((status) => [status, refused])),
  };
};

/**
 * Open311 GeoReport v2, read side (issue 32, decision 033): categories as services, visible
 * statements as requests, in JSON and XML; every refusal in the specification's error format.
 */
export const open311Routes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(answerOpen311Error);
  const deps = { db: app.db, storage: app.storage, appUrl: app.config.appUrl };
  const limit = rateLimit(app, 'open311', { by: 'ip', max: 1200, per: '1 hour' });

  for (const format of OPEN311_FORMATS) {
    app.get(
      `${base}/services.${format}`,
      {
        preHandler: limit,
        schema: {
          tags,
          summary: `GeoReport v2 services (the categories), ${format.toUpperCase()}`,
          querystring: languageQuerySchema,
          response: responses(format, open311ServicesSchema, 400, 429),
        },
      },
      async (request, reply) =>
        sendList(request, reply, services(request.query.language ?? DEFAULT_LOCALE), SERVICES),
    );

    app.get(
      `${base}/requests.${format}`,
      {
        preHandler: limit,
        schema: {
          tags,
          summary: `GeoReport v2 requests (the visible statements), ${format.toUpperCase()}`,
          description:
            '`service_request_id` (comma list) overrides the other filters. Otherwise requests ' +
            'made from `start_date` to `end_date` (w3 date-times with a time zone; 90 days at ' +
            'most, the last 90 by default) of the `service_code`s and `status`es given (comma ' +
            'lists), newest first, 1,000 at most.',
          querystring: open311RequestsQuerySchema,
          response: responses(format, open311RequestsSchema, 400, 429),
        },
      },
      async (request, reply) => {
        const where = requestsWhere(request.query, new Date());
        const locale = request.query.language ?? DEFAULT_LOCALE;
        return sendList(request, reply, await findRequests(deps, where, locale), REQUESTS);
      },
    );

    app.get(
      `${base}/requests/:id.${format}`,
      {
        preHandler: limit,
        schema: {
          tags,
          summary: `A GeoReport v2 request (a visible statement), ${format.toUpperCase()}`,
          params: open311RequestParamSchema,
          querystring: languageQuerySchema,
          response: responses(format, open311RequestsSchema, 400, 404, 429),
        },
      },
      async (request, reply) => {
        const locale = request.query.language ?? DEFAULT_LOCALE;
        const found = await findRequests(deps, requestWhere(request.params.id), locale);
        if (found.length === 0) throw new AppError(404, open311Messages.requestNotFound);
        return sendList(request, reply, found, REQUESTS);
      },
    );
  }

  // Anything else under the base answers in the specification's error format too: 404 to a
  // read, 405 to a write (this server does not take requests through Open311).
  app.all('/open311/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      throw new AppError(404, open311Messages.notFound);
    }
    reply.header('allow', 'GET, HEAD');
    throw new AppError(405, open311Messages.readOnly);
  });
};
