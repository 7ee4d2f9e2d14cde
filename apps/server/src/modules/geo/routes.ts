import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoRoutes as routes } from '@iagree/contract/routes';
import type { Clock } from '../../adapters/clock.ts';
import { createGeocoder } from '../../adapters/geocoder/index.ts';
import { serve } from '../../http/serve.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { reversePlace, searchPlaces } from './service.ts';

/** Place search and reverse geocoding: the browser never calls a third party for these. */
export const geoRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (app, options) => {
  const geocoder = createGeocoder(app.config, { clock: options.clock, redis: app.redis });
  /** Autocomplete asks on every few keystrokes; this bounds one client without hindering a person. */
  const limit = rateLimit(app, 'geo', { by: 'ip', max: 120, per: '1 minute' });

  serve(app, routes.search, {
    preHandler: limit,
    handler: async (request) => ({
      data: await searchPlaces(geocoder, request.query.q, request.locale),
      attribution: geocoder.attribution,
    }),
  });

  serve(app, routes.reverse, {
    preHandler: limit,
    handler: async (request) => ({
      data: await reversePlace(geocoder, request.query.lat, request.query.lng, request.locale),
    }),
  });
};
