import { z } from 'zod';
import { textField } from './common.ts';
import { requiredText } from './form-fields.ts';

/** Longest texts the contact form accepts; SPEC sets no limit, these only stop abuse. */
export const CONTACT_LIMITS = { name: 100, email: 254, content: 5000 } as const;

/**
 * SPEC §5: name, email and content are required; there is no e-mail format check.
 * `website` is a honeypot that people never see; a bot that fills it is answered
 * as if the message had been sent.
 */
export const contactBodySchema = z.object({
  name: requiredText('validation.name_required', CONTACT_LIMITS.name, 'validation.name_too_long'),
  email: requiredText(
    'validation.contact_email_required',
    CONTACT_LIMITS.email,
    'validation.email_too_long',
  ),
  content: requiredText(
    'validation.content_required',
    CONTACT_LIMITS.content,
    'validation.content_too_long',
  ),
  website: textField().max(500).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
