import { z } from 'zod';
import { idSchema, languageQuerySchema, textField } from './common.ts';
import { OPEN311_MAX_REQUESTS, OPEN311_STATUSES } from './constants.ts';

/**
 * `?language=` names the language of category names (ja unless given). Nothing else does: a
 * file's URL is one document, whoever asks, so any cache may keep it (decision 033).
 */
export const openDataQuerySchema = languageQuerySchema;

/** The longest comma list a query may carry: 1,000 ids of up to 10 digits and their commas. */
const MAX_LIST_CHARS = 11 * OPEN311_MAX_REQUESTS;

/**
 * GeoReport v2's "comma delimited" parameters: one value or several, spaces around ignored;
 * an empty one is as if it were not given.
 */
const commaList = <Item extends z.ZodType>(item: Item) =>
  textField()
    .max(MAX_LIST_CHARS, { error: 'validation.too_many_values' })
    // Unknown to the next step, which reads each value with `item` (ids are coerced).
    .transform((value): unknown[] | undefined => {
      const values = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      return values.length > 0 ? values : undefined;
    })
    .pipe(
      z.array(item).max(OPEN311_MAX_REQUESTS, { error: 'validation.too_many_values' }).optional(),
    );

/** A service code is a category's slug (`environment`, `parks`, …). */
const serviceCodeSchema = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, { error: 'validation.service_code' });

/** GeoReport v2's w3 date-time: the time zone (Z or ±hh:mm) is required. */
const w3cDateTimeSchema = z.iso.datetime({ offset: true, error: 'validation.datetime_w3c' });

/**
 * GET requests (GeoReport v2): `service_request_id` names requests and overrides every other
 * filter; without it, requests made between `start_date` and `end_date` (90 days at most, the
 * last 90 by default), of the given services and statuses, newest first, 1,000 at most.
 * `jurisdiction_id` and anything else a client sends are ignored.
 */
export const open311RequestsQuerySchema = languageQuerySchema.extend({
  service_request_id: commaList(idSchema).optional(),
  service_code: commaList(serviceCodeSchema).optional(),
  status: commaList(z.enum(OPEN311_STATUSES, { error: 'validation.open311_status' })).optional(),
  start_date: w3cDateTimeSchema.optional(),
  end_date: w3cDateTimeSchema.optional(),
});
export type Open311RequestsQuery = z.output<typeof open311RequestsQuerySchema>;

export const open311RequestParamSchema = z.object({ id: idSchema });

/** A category as a GeoReport v2 service. */
export const open311ServiceSchema = z.object({
  service_code: z.string(),
  service_name: z.string(),
  description: z.string(),
  /** No service asks for more than the request itself. */
  metadata: z.boolean(),
  type: z.literal('realtime'),
  keywords: z.string(),
  group: z.string(),
});
export type Open311Service = z.infer<typeof open311ServiceSchema>;
export const open311ServicesSchema = z.array(open311ServiceSchema);

/**
 * A statement as a GeoReport v2 request. The place and photo fields are left out when the
 * statement has none (the XML form leaves their elements out too).
 */
export const open311RequestSchema = z.object({
  service_request_id: z.number().int(),
  status: z.enum(OPEN311_STATUSES),
  /** The official answer; empty while there is none. */
  status_notes: z.string(),
  service_name: z.string(),
  service_code: z.string(),
  description: z.string(),
  agency_responsible: z.string(),
  requested_datetime: z.string(),
  updated_datetime: z.string(),
  address: z.string().optional(),
  lat: z.number().optional(),
  long: z.number().optional(),
  media_url: z.string().optional(),
});
export type Open311Request = z.infer<typeof open311RequestSchema>;
export const open311RequestsSchema = z.array(open311RequestSchema);

/** GeoReport v2's error answer: the HTTP status and a description in the caller's language. */
export const open311ErrorsSchema = z.array(
  z.object({ code: z.number().int(), description: z.string() }),
);
export type Open311Errors = z.infer<typeof open311ErrorsSchema>;
