import type { z } from 'zod';
import { isMessageKey } from '@iagree/contract';
import type { FieldErrors } from '../errors.ts';
import { sharedText } from '../i18n/localized.ts';

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
