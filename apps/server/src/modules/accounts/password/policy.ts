import type { z } from 'zod';
import { ACCOUNT_LIMITS } from '@iagree/contract';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** True for one of the most common passwords, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * A described signup or reset call with the server-only rule added to its body: no common
 * password. The list stays on the server so the browser does not download it; the message key
 * is shared.
 */
export function refusingCommonPasswords<Route extends { body: z.ZodType<{ password: string }> }>(
  route: Route,
): Route {
  const body = route.body.superRefine((fields, ctx) => {
    const { password } = fields;
    const rightLength =
      password.length >= ACCOUNT_LIMITS.passwordMin &&
      password.length <= ACCOUNT_LIMITS.passwordMax;
    if (rightLength && isCommonPassword(password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password_common' });
    }
  });
  return { ...route, body };
}
