import type { Localized } from './i18n/localized.ts';
import { messages } from './i18n/messages.ts';

export type FieldErrors = Record<string, Localized[]>;

/**
 * An expected failure with its HTTP status and a message in every language.
 * Services throw it; the error handler answers it in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: Localized,
    readonly options: {
      params?: Record<string, string | number>;
      fields?: FieldErrors;
      /** A machine-readable reason the client may act on (contract's error codes). */
      code?: string;
      /** Seconds after which a retry may succeed (503), sent as Retry-After. */
      retryAfter?: number;
    } = {},
  ) {
    super(text.en);
    this.name = 'AppError';
  }
}

/** 422 with a message per field, as the error handler answers schema failures. */
export function invalid(fields: FieldErrors): AppError {
  return new AppError(422, messages.validationFailed, { fields });
}
