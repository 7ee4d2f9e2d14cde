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
import { reversePlace, searchPlaces } from './service.ts';

const errors = { 422: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };
/** Autocomplete asks on every few keystrokes; this bounds one client without hindering a person. */
const rateLimit = { max: 120, timeWindow: '1 minute' };

/** Place search and reverse geocoding: the browser never calls a third party for these. */
export const geoRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (app, options) => {
  const geocoder = createGeocoder(app.config, options.clock);

  app.get(
    '/geo/search',
    {
      config: { rateLimit },
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
      config: { rateLimit },
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
