import type { CallSchemas } from '../calls/call.ts';
import { mapCalls } from '../calls/map.ts';
import { mapQuerySchema, mapResponseSchema, mapTypeParamSchema } from '../map.ts';
import { described, errors } from './route.ts';

const box = {
  tags: ['map'],
  summary: 'Statements (default) or events inside a box, with grid clusters when it is dense',
  description:
    'top_x/top_y: north-west corner (west longitude, north latitude); bottom_x/bottom_y: ' +
    'south-east corner. Boxes with more than 300 items answer the dense cells as clusters.',
  query: mapQuerySchema,
  response: { 200: mapResponseSchema, ...errors(422) },
} satisfies CallSchemas;

/** The map's box: statements without a type, statements or events with one. */
export const mapSchemas = {
  statements: box,
  ofType: { ...box, params: mapTypeParamSchema },
} satisfies Record<string, CallSchemas>;

export const mapRoutes = described(mapCalls, mapSchemas);
