import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  geoReverseQuerySchema,
  geoReverseResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
} from '@iagree/contract';
import type { Clock } from '../../adapters/clock.ts';
import { createGeocoder } from '../../adapters/geocoder/index.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { reversePlace, searchPlaces } from './service.ts';

const errors = { 422: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };
/** Place search and reverse geocoding: the browser never calls a third party for these. */
export const geoRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (app, options) => {
  const geocoder = createGeocoder(app.config, { clock: options.clock, redis: app.redis });
  /** Autocomplete asks on every few keystrokes; this bounds one client without hindering a person. */
  const limit = rateLimit(app, 'geo', { by: 'ip', max: 120, per: '1 minute' });

  app.get(
    '/geo/search',
    {
      preHandler: limit,
      schema: {
        tags: ['geo'],
        summary: 'Places whose name matches q (autocomplete)',
        querystring: geoSearchQuerySchema,
        response: { 200: geoSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await searchPlaces(geocoder, request.query.q, request.locale),
      attribution: geocoder.attribution,
    }),
  );

  app.get(
    '/geo/reverse',
    {
      preHandler: limit,
      schema: {
        tags: ['geo'],
        summary: 'The name of the place at a point; an empty name when nothing is near',
        querystring: geoReverseQuerySchema,
        response: { 200: geoReverseResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reversePlace(geocoder, request.query.lat, request.query.lng, request.locale),
    }),
  );
};
