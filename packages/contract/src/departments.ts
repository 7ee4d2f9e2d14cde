import { z } from 'zod';
import { idSchema, languageQuerySchema, textField } from './common.ts';
import { mcategorySchema } from './categories.ts';
import {
  MAX_AREA_POSITIONS,
  MAX_DEPARTMENT_NAME_LENGTH,
  MAX_MODERATION_REASON_LENGTH,
  STATEMENT_STATUSES,
  TIMELINE_KINDS,
} from './constants.ts';
import { requiredText } from './form-fields.ts';

/** A department as a statement names it: `{ id, name }`. */
export const departmentRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type DepartmentRef = z.infer<typeof departmentRefSchema>;

const AREA_INVALID = 'validation.area_invalid';

/** `[longitude, latitude]`, GeoJSON's order (an array of two: OpenAPI 3.0 has no tuples). */
const positionSchema = z
  .array(z.number({ error: AREA_INVALID }), { error: AREA_INVALID })
  .length(2, { error: AREA_INVALID })
  .refine(([lng = NaN, lat = NaN]) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90, {
    error: AREA_INVALID,
  });

/** A linear ring: at least four positions, the last the same as the first (RFC 7946 §3.1.6). */
const ringSchema = z
  .array(positionSchema, { error: AREA_INVALID })
  .min(4, { error: AREA_INVALID })
  .max(MAX_AREA_POSITIONS, { error: AREA_INVALID })
  .refine((ring) => ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1], {
    error: AREA_INVALID,
  });

/** A GeoJSON Polygon: its outer ring, then its holes. */
export const polygonSchema = z.object(
  {
    type: z.literal('Polygon', { error: AREA_INVALID }),
    coordinates: z
      .array(ringSchema, { error: AREA_INVALID })
      .min(1, { error: AREA_INVALID })
      .max(100, { error: AREA_INVALID })
      .refine((rings) => rings.flat().length <= MAX_AREA_POSITIONS, { error: AREA_INVALID }),
  },
  { error: AREA_INVALID },
);
export type Polygon = z.infer<typeof polygonSchema>;

/**
 * Where a department works, when it is not the whole city: a municipality by name (東京都練馬区,
 * or 練馬区 when no other prefecture has one) or a GeoJSON Polygon.
 */
export const departmentAreaInputSchema = z.union(
  [
    textField({ error: AREA_INVALID })
      .trim()
      .min(1, { error: AREA_INVALID })
      .max(100, { error: AREA_INVALID }),
    polygonSchema,
  ],
  { error: AREA_INVALID },
);

/** POST /api/auth/admin/departments */
export const departmentBodySchema = z.object({
  name: requiredText(
    'validation.department_name_required',
    MAX_DEPARTMENT_NAME_LENGTH,
    'validation.department_name_too_long',
  ),
  /** The master categories it owns: new statements of these are routed to it. */
  category_ids: z
    .array(idSchema, { error: 'validation.department_categories_required' })
    .min(1, { error: 'validation.department_categories_required' })
    .max(100, { error: 'validation.invalid' }),
  area: departmentAreaInputSchema.nullish(),
});
export type DepartmentBody = z.input<typeof departmentBodySchema>;
/** The body as the server reads it: trimmed, ids as numbers. */
export type DepartmentFields = z.output<typeof departmentBodySchema>;

/** A department's area as stored: the municipality's full name, or the polygon. */
export const departmentAreaSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('municipality'), name: z.string() }),
  polygonSchema,
]);
export type DepartmentArea = z.infer<typeof departmentAreaSchema>;

export const departmentMemberSchema = z.object({ id: z.number().int(), name: z.string() });

export const departmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In the caller's language. */
  categories: z.array(mcategorySchema),
  /** Null: the whole city. */
  area: departmentAreaSchema.nullable(),
  /** Its staff. */
  members: z.array(departmentMemberSchema),
  /** How many statements it is in charge of now (hidden ones too): to hand over before deleting. */
  statements: z.number().int(),
  created_at: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentsQuerySchema = languageQuerySchema;
export const departmentsResponseSchema = z.object({ data: z.array(departmentSchema) });
export const departmentResponseSchema = z.object({ data: departmentSchema });

/** GET /api/departments: the names the list filters by, for everyone. */
export const publicDepartmentsResponseSchema = z.object({ data: z.array(departmentRefSchema) });

/** Why role 1 renames or deletes a department: kept in the moderation log. */
const reasonField = () =>
  requiredText(
    'validation.reason_required',
    MAX_MODERATION_REASON_LENGTH,
    'validation.reason_too_long',
  );

/** PATCH /api/auth/admin/departments/{id} */
export const departmentRenameBodySchema = z.object({
  name: departmentBodySchema.shape.name,
  reason: reasonField(),
});

/**
 * DELETE /api/auth/admin/departments/{id}: refused while it is in charge of statements, unless
 * `hand_over_to` names the department that takes them all.
 */
export const departmentDeleteBodySchema = z.object({
  reason: reasonField(),
  hand_over_to: idSchema.optional(),
});
export type DepartmentDeleteBody = z.input<typeof departmentDeleteBodySchema>;

export const departmentDeleteResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    /** The statements handed over to `hand_over_to` (0 when it was in charge of none). */
    handed_over: z.number().int(),
  }),
});

/** POST /api/auth/admin/departments/{id}/members */
export const departmentMemberBodySchema = z.object({ user_id: idSchema });
/** DELETE /api/auth/admin/departments/{id}/members/{user_id} */
export const departmentMemberParamsSchema = z.object({ id: idSchema, user_id: idSchema });

/** POST /api/auth/statements/{id}/assign */
export const assignBodySchema = z.object({ department_id: idSchema });

/** One step of a statement's public timeline (issue 32), oldest first. */
export const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** The status from this step on (`open` when received). */
  status: z.enum(STATEMENT_STATUSES),
  /** The official answer given with a status change; null otherwise. */
  answer: z.string().nullable(),
  /** The department in charge from this step on (the one handed to, for `assigned`). */
  department: departmentRefSchema.nullable(),
  created_at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
