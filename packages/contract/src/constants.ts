/*
 * Plain values without zod: a module that holds a schema is kept whole in a bundle that uses
 * any of its exports, so what the web app needs at start (locale, cookies, roles) lives here,
 * and its first load carries no schema (decision 016).
 */

export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';

export const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

/** Reads any value as a supported locale, falling back to the default. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export const LOCALE_HEADER = 'x-client-locale';

/** Role 1 is the privileged role (organisers and moderators); 0 is a plain user. */
export const ROLES = { user: 0, privileged: 1 } as const;

export const COOKIES = {
  locale: 'iagree-locale',
  accessToken: 'iagree-access-token',
  role: 'user-role',
} as const;

export const MAX_KEYWORD_LENGTH = 200;
/** More words than this in one keyword are ignored (each narrows the result). */
export const MAX_KEYWORD_TERMS = 5;

/**
 * The words of a keyword as the search engine matches them, and as the screens highlight them:
 * NFKC (full-width Latin and digits become half-width, half-width kana full-width), lower case,
 * split on any white space (the ideographic space included), without repeats.
 */
export function keywordTerms(keyword: string | undefined): string[] {
  const words = (keyword ?? '').normalize('NFKC').toLowerCase().split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_KEYWORD_TERMS);
}

/** The web page a mail's unsubscribe link opens (the server writes the link). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
