import type { z } from 'zod';
import { isMessageKey, sharedMessages, type MessageKey } from '@iagree/contract';
import { AppError, type FieldErrors } from '../errors.ts';
import { messages } from '../i18n/messages.ts';
import type { Localized } from '../i18n/localized.ts';

/** A message of the contract (shared with the browser's forms) in every language. */
export const sharedText = (key: MessageKey): Localized => ({
  ja: sharedMessages.ja[key],
  en: sharedMessages.en[key],
});

/** A form's zod failure as a message per field, for forms the route schema cannot validate. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'request');
    const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    (errors[name] ??= []).push(sharedText(key));
  }
  return errors;
}

/** 422 with a message per field. */
export function invalid(fields: FieldErrors): AppError {
  return new AppError(422, messages.validationFailed, { fields });
}
