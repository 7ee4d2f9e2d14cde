import { z } from 'zod';
import { languageQuerySchema, optionalIdSchema } from './common.ts';
import { MAP_RANGES } from './constants.ts';
import { statusFilterSchema } from './moderation.ts';
import { keywordField } from './search.ts';

export const mapRangeSchema = z.enum(MAP_RANGES);

export const MAP_TYPES = ['statements', 'events'] as const;
export const mapTypeSchema = z.enum(MAP_TYPES);
export type MapType = (typeof MAP_TYPES)[number];

/** Above this many items in a box the server answers grid clusters for the dense cells. */
export const MAP_MAX_MARKERS = 300;

/** A coordinate from a query string: a missing, non-numeric or out-of-range value each has its message. */
const coordinate = (min: number, max: number, rangeKey: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number'),
      })
      .min(1, { error: 'validation.required', abort: true })
      .refine((value) => Number.isFinite(Number(value)), {
        error: 'validation.number',
        abort: true,
      })
      .transform(Number)
      .refine((value) => value >= min && value <= max, { error: rangeKey }),
  );

export const latitudeQuerySchema = coordinate(-90, 90, 'validation.latitude_range');
export const longitudeQuerySchema = coordinate(-180, 180, 'validation.longitude_range');

/**
 * SPEC §7 GET /api/map/{type}: the box is the north-west corner (top_x = west longitude,
 * top_y = north latitude) and the south-east corner (bottom_x = east, bottom_y = south).
 * A west edge east of the east edge means the box crosses the antimeridian.
 */
export const mapQuerySchema = languageQuerySchema
  .extend({
    top_x: longitudeQuerySchema,
    top_y: latitudeQuerySchema,
    bottom_x: longitudeQuerySchema,
    bottom_y: latitudeQuerySchema,
    range: mapRangeSchema.default('all'),
    /** Only the statements the keyword finds (as GET /api/statements?keyword=). */
    keyword: keywordField(),
    /**
     * The list's other filters, so that the map and the list tell one story (issue 29): a
     * master category, one or several statuses, a department (as GET /api/statements).
     * Statements only.
     */
    category: optionalIdSchema,
    status: statusFilterSchema,
    department: optionalIdSchema,
  })
  .refine(({ top_y, bottom_y }) => top_y >= bottom_y, {
    path: ['top_y'],
    error: 'validation.north_below_south',
  });
export type MapBox = Pick<
  z.output<typeof mapQuerySchema>,
  'top_x' | 'top_y' | 'bottom_x' | 'bottom_y'
>;

export const mapTypeParamSchema = z.object({ type: mapTypeSchema.default('statements') });

/** A statement on the map with what its info window shows (the simple statement view). */
export const mapStatementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The start of the description, enough for the info window. */
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
  agree_count: z.number().int(),
  comment_count: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  /** First image's thumbnail URL. */
  image: z.string().nullable(),
  created_at: z.string(),
  created_distance_time: z.string(),
});
export type MapStatement = z.infer<typeof mapStatementSchema>;

export const mapEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  company_name: z.string(),
  event_img: z.string().nullable(),
  comments_count: z.number().int(),
});
export type MapEvent = z.infer<typeof mapEventSchema>;

/** The dense part of a box: how many items lie around this centre. */
export const mapClusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapStatementsResponseSchema = z.object({
  data: z.array(mapStatementSchema),
  clusters: z.array(mapClusterSchema),
});
export type MapStatementsResponse = z.infer<typeof mapStatementsResponseSchema>;

export const mapEventsResponseSchema = z.object({
  data: z.array(mapEventSchema),
  clusters: z.array(mapClusterSchema),
});
export type MapEventsResponse = z.infer<typeof mapEventsResponseSchema>;

export const mapResponseSchema = z.union([mapStatementsResponseSchema, mapEventsResponseSchema]);
