import type { CallSchemas } from '../calls/call.ts';
import { categoryCalls, configCalls, contactCalls, geoCalls, userCalls } from '../calls/site.ts';
import { mcategoriesQuerySchema, mcategoriesResponseSchema } from '../categories.ts';
import { idParamSchema, languageQuerySchema, messageResponseSchema } from '../common.ts';
import { publicConfigSchema } from '../config.ts';
import { contactBodySchema } from '../contact.ts';
import {
  geoReverseQuerySchema,
  geoReverseResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
} from '../geo.ts';
import { publicUserResponseSchema } from '../search.ts';
import { described, errors } from './route.ts';

/** The small modules' calls: the site's configuration, categories, contact, profiles, places. */
export const configSchemas = {
  get: {
    tags: ['config'],
    summary: 'What the browser needs of the server configuration',
    response: { 200: publicConfigSchema },
  },
} satisfies Record<string, CallSchemas>;

export const categorySchemas = {
  list: {
    tags: ['categories'],
    summary: 'Master categories in the caller’s language',
    query: mcategoriesQuerySchema,
    response: { 200: mcategoriesResponseSchema, ...errors(422) },
  },
} satisfies Record<string, CallSchemas>;

export const contactSchemas = {
  send: {
    tags: ['contact'],
    summary: 'Sends a message to the operators',
    body: contactBodySchema,
    response: { 200: messageResponseSchema, ...errors(422, 429) },
  },
} satisfies Record<string, CallSchemas>;

export const userSchemas = {
  profile: {
    tags: ['users'],
    summary: 'A public profile: name, avatar and how many visible statements and events',
    params: idParamSchema,
    query: languageQuerySchema,
    response: { 200: publicUserResponseSchema, ...errors(404) },
  },
} satisfies Record<string, CallSchemas>;

const geoErrors = errors(422, 429, 503);

/** Place search and reverse geocoding: the browser never calls a third party for these. */
export const geoSchemas = {
  search: {
    tags: ['geo'],
    summary: 'Places whose name matches q (autocomplete)',
    query: geoSearchQuerySchema,
    response: { 200: geoSearchResponseSchema, ...geoErrors },
  },
  reverse: {
    tags: ['geo'],
    summary: 'The name of the place at a point; an empty name when nothing is near',
    query: geoReverseQuerySchema,
    response: { 200: geoReverseResponseSchema, ...geoErrors },
  },
} satisfies Record<string, CallSchemas>;

export const configRoutes = described(configCalls, configSchemas);
export const categoryRoutes = described(categoryCalls, categorySchemas);
export const contactRoutes = described(contactCalls, contactSchemas);
export const userRoutes = described(userCalls, userSchemas);
export const geoRoutes = described(geoCalls, geoSchemas);
