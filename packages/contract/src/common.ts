import { z } from 'zod';
import { LOCALES, MAX_ID } from './constants.ts';

export const localeSchema = z.enum(LOCALES);

/** `?language=` on read calls; it wins over the X-Client-Locale header. */
export const languageQuerySchema = z.object({ language: localeSchema.optional() });

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A machine-readable reason where a screen acts on it (see ACCOUNT_ERROR_CODES). */
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * The one id schema: path params, query strings and bodies (JSON or multipart) read ids with it,
 * so an id the database cannot hold is a 422 on its field instead of a driver error.
 */
export const idSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_ID, { error: 'validation.invalid' });

/** An id that may be left out; an empty value (a form's "all") means none. */
export const optionalIdSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  idSchema.optional(),
);

export const idParamSchema = z.object({ id: idSchema });

/**
 * Control characters other than tab and line breaks (CR LF is how forms send a new line). No
 * screen can show them and PostgreSQL refuses NUL in text, so every text field refuses them.
 */
const TEXT_PATTERN = /^[\t\n\r\P{Cc}]*$/u;

/**
 * The one text-field builder: every string a request carries (JSON, multipart, query) starts
 * here. `error` is the message of a missing value, as `z.string({ error })` takes it.
 */
export const textField = (params?: { error: string }) =>
  z.string(params).regex(TEXT_PATTERN, { error: 'validation.control_characters', abort: true });

/** What every comment (a statement's, an event's) says of its author and its words. */
export const commentAuthorFields = {
  /** The author: the UI offers them Delete, and Report to everyone else. */
  user_id: z.number().int(),
  comment: z.string(),
  username: z.string(),
  /** The author deleted their account: `username` is the neutral name, and no profile exists. */
  author_deleted: z.boolean(),
  avatar: z.string().nullable(),
};
