import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, signupBodySchema } from './accounts.ts';
import { CONTACT_LIMITS, contactBodySchema } from './contact.ts';
import {
  commentLocationSchema,
  EVENT_TEXT_LIMITS,
  eventCommentBodySchema,
  eventFieldsSchema,
  MAX_EVENT_COMMENT_LENGTH,
} from './events.ts';
import {
  MAX_FREE_CATEGORY_LENGTH,
  MAX_STATEMENT_COMMENT_LENGTH,
  MAX_STATEMENT_DESCRIPTION_LENGTH,
  MAX_STATEMENT_TITLE_LENGTH,
} from './constants.ts';
import { sharedMessages } from './messages/index.ts';
import { statementCommentBodySchema, statementFieldsSchema } from './statements.ts';

interface Schema {
  safeParse(data: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Every text field a person types into, with its limit. */
const fields: [string, Schema, string, number][] = [
  ['statement', statementFieldsSchema, 'title', MAX_STATEMENT_TITLE_LENGTH],
  ['statement', statementFieldsSchema, 'description', MAX_STATEMENT_DESCRIPTION_LENGTH],
  ['statement', statementFieldsSchema, 'address', 500],
  ['statement', statementFieldsSchema, 'free_category', MAX_FREE_CATEGORY_LENGTH],
  ['statement', statementFieldsSchema, 'event_code', 20],
  ['statement comment', statementCommentBodySchema, 'comment', MAX_STATEMENT_COMMENT_LENGTH],
  ['event', eventFieldsSchema, 'title', EVENT_TEXT_LIMITS.title],
  ['event', eventFieldsSchema, 'company_name', EVENT_TEXT_LIMITS.company_name],
  ['event', eventFieldsSchema, 'description', EVENT_TEXT_LIMITS.description],
  ['event', eventFieldsSchema, 'address', 500],
  ['event comment', eventCommentBodySchema, 'comment', MAX_EVENT_COMMENT_LENGTH],
  ['event comment place', commentLocationSchema, 'locationName', 500],
  ['contact', contactBodySchema, 'name', CONTACT_LIMITS.name],
  ['contact', contactBodySchema, 'email', CONTACT_LIMITS.email],
  ['contact', contactBodySchema, 'content', CONTACT_LIMITS.content],
  ['signup', signupBodySchema, 'name', ACCOUNT_LIMITS.name],
];

const messageOf = (schema: Schema, field: string, value: string) =>
  schema.safeParse({ [field]: value }).error?.issues.find((issue) => issue.path[0] === field)
    ?.message;

describe('a text over its limit', () => {
  it.each(fields)('%s %s: its own message, naming the limit in both languages', (...row) => {
    const [, schema, field, max] = row;
    expect(messageOf(schema, field, 'あ'.repeat(max))).toBeUndefined();
    const key = messageOf(schema, field, 'あ'.repeat(max + 1)) as keyof typeof sharedMessages.en;
    expect(key).toMatch(/_too_long$/);
    for (const locale of ['ja', 'en'] as const) {
      expect(sharedMessages[locale][key].replace(',', '')).toContain(String(max));
    }
  });
});
