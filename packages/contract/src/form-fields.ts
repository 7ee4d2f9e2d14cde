import { z } from 'zod';
import { idSchema, textField } from './common.ts';
import type { MessageKey } from './messages/index.ts';

/** Text fields of multipart forms arrive as strings; these read them as the forms mean them. */

/**
 * A trimmed, non-empty text of at most `max` characters; `key` is the shared message shown when
 * it is missing, `tooLong` the one (naming the field and `max`) when it is longer.
 */
export const requiredText = (key: MessageKey, max: number, tooLong: MessageKey) =>
  textField({ error: key }).trim().min(1, { error: key }).max(max, { error: tooLong });

/** A trimmed text that may be left out; `tooLong` as for requiredText. */
export const optionalText = (max: number, tooLong: MessageKey) =>
  textField().trim().max(max, { error: tooLong }).optional();

/** A number that may be left empty (an empty form field means none). */
export const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().min(min).max(max).optional(),
  );

/** Ids joined by commas ("3,1,7"); empty means none; duplicates are dropped. */
export const commaIdsField = () =>
  textField()
    .optional()
    .transform((value, ctx) => {
      const parts = (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const ids = parts.map(Number);
      if (ids.some((id) => !idSchema.safeParse(id).success)) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });

/**
 * What the forms of a statement and of an event both give (SPEC §5): where it is, a typed address
 * and its point on the map, and its master category ids joined by commas (empty is allowed).
 */
export const placeAndCategoryFields = {
  address: optionalText(500, 'validation.address_too_long'),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  categories: commaIdsField(),
};

type PlacePoint = { latitude?: number | undefined; longitude?: number | undefined };

/** A form with placeAndCategoryFields: its latitude and longitude come together or not at all. */
export const withWholePlace = <S extends z.ZodType<PlacePoint>>(form: S) =>
  form.refine((fields) => (fields.latitude === undefined) === (fields.longitude === undefined), {
    path: ['latitude'],
    error: 'validation.invalid',
  });
