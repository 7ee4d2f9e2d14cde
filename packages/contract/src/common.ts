import { z } from 'zod';

export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';
export const localeSchema = z.enum(LOCALES);

/** Reads any value as a supported locale, falling back to the default. */
export function toLocale(value: unknown): Locale {
  return localeSchema.safeParse(value).success ? (value as Locale) : DEFAULT_LOCALE;
}

export const LOCALE_HEADER = 'x-client-locale';

/** Role 1 is the privileged role (organisers and moderators); 0 is a plain user. */
export const ROLES = { user: 0, privileged: 1 } as const;

export const COOKIES = {
  locale: 'iagree-locale',
  accessToken: 'iagree-access-token',
  role: 'user-role',
} as const;

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

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
