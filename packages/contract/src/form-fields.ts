import { z } from 'zod';

/** Text fields of multipart forms arrive as strings; these read them as the forms mean them. */

/** A trimmed, non-empty text; `key` is the shared message shown when it is missing. */
export const requiredText = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max);

/** A number that may be left empty (an empty form field means none). */
export const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().min(min).max(max).optional(),
  );

/** Positive ids joined by commas ("3,1,7"); empty means none; duplicates are dropped. */
export const commaIdsField = () =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parts = (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const ids = parts.map(Number);
      if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });

/** Latitude and longitude come together or not at all. */
export const placeIsWhole = (fields: { latitude?: number; longitude?: number }) =>
  (fields.latitude === undefined) === (fields.longitude === undefined);
