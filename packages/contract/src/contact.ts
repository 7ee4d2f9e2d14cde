import { z } from 'zod';
import { textField } from './common.ts';
import { requiredText } from './form-fields.ts';

/** Longest texts the contact form accepts; SPEC sets no limit, these only stop abuse. */
export const CONTACT_LIMITS = { name: 100, email: 254, content: 5000 } as const;

const required = (key: 'name' | 'contact_email' | 'content', max: number) =>
  requiredText(`validation.${key}_required`, max);

/**
 * SPEC §5: name, email and content are required; there is no e-mail format check.
 * `website` is a honeypot that people never see; a bot that fills it is answered
 * as if the message had been sent.
 */
export const contactBodySchema = z.object({
  name: required('name', CONTACT_LIMITS.name),
  email: required('contact_email', CONTACT_LIMITS.email),
  content: required('content', CONTACT_LIMITS.content),
  website: textField().max(500).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
