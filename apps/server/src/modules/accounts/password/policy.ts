import type { z } from 'zod';
import { ACCOUNT_LIMITS } from '@iagree/contract';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** True for one of the most common passwords, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * The contract's signup and reset schemas plus the server-only rule: no common password. The
 * list stays on the server so the browser does not download it; the message key is shared.
 */
export function refusingCommonPasswords<Schema extends z.ZodType<{ password: string }>>(
  schema: Schema,
): Schema {
  return schema.superRefine((body, ctx) => {
    const { password } = body;
    const rightLength =
      password.length >= ACCOUNT_LIMITS.passwordMin &&
      password.length <= ACCOUNT_LIMITS.passwordMax;
    if (rightLength && isCommonPassword(password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password_common' });
    }
  });
}
