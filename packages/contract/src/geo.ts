import { z } from 'zod';
import { languageQuerySchema, textField } from './common.ts';
import { latitudeQuerySchema, longitudeQuerySchema } from './map.ts';

export const GEO_QUERY_MAX_LENGTH = 100;
export const GEO_SEARCH_LIMIT = 8;

export const geoSearchQuerySchema = languageQuerySchema.extend({
  q: textField().trim().min(1, { error: 'validation.required' }).max(GEO_QUERY_MAX_LENGTH),
});

export const geoReverseQuerySchema = languageQuerySchema.extend({
  lat: latitudeQuerySchema,
  lng: longitudeQuerySchema,
});

/** A named point: `name` is short (the place), `label` adds where it is (prefecture, country). */
export const geoPlaceSchema = z.object({
  name: z.string(),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeoPlace = z.infer<typeof geoPlaceSchema>;

export const geoSearchResponseSchema = z.object({
  data: z.array(geoPlaceSchema),
  /** Whose place data this is, as its licence asks to be shown. */
  attribution: z.string(),
});
export type GeoSearchResponse = z.infer<typeof geoSearchResponseSchema>;

/** Reverse geocoding that finds nothing answers an empty name (SPEC §8), not an error. */
export const geoReverseResponseSchema = z.object({
  data: z.object({ name: z.string(), label: z.string() }),
});
export type GeoReverseResponse = z.infer<typeof geoReverseResponseSchema>;
