import { z } from 'zod';
import { languageQuerySchema, optionalIdSchema } from './common.ts';
import {
  defaultListSort,
  LIST_SORTS,
  MAX_KEYWORD_LENGTH,
  MAX_STATEMENT_DESCRIPTION_LENGTH,
  MAX_STATEMENT_TITLE_LENGTH,
} from './constants.ts';
import { optionalNumber, optionalText, requiredText } from './form-fields.ts';
import { statusFilterSchema } from './moderation.ts';
import { offsetField } from './statements.ts';

export const listSortSchema = z.enum(LIST_SORTS);

/** `keyword=` of the statement list, the map and the event list. */
export const keywordField = () => optionalText(MAX_KEYWORD_LENGTH, 'validation.keyword_too_long');

/**
 * GET /api/statements: the ranked list, ten at a time from the row `offset`. `sortBy` defaults
 * to `relevance` with a keyword, else to `agree_desc`; `relevance` without a keyword is
 * `agree_desc`. `latitude` and `longitude` come together, and `nearby` needs them.
 */
export const statementListQuerySchema = languageQuerySchema
  .extend({
    /** A master category id; an unknown id answers 422. */
    category: optionalIdSchema,
    /** One or several statuses (`status=done,in_progress`); all when left out. */
    status: statusFilterSchema,
    offset: offsetField,
    sortBy: listSortSchema.optional(),
    keyword: keywordField(),
    /** Only this author's statements. */
    user_id: optionalIdSchema,
    /** Only the statements of this department (issue 32); an unknown id answers 422. */
    department: optionalIdSchema,
    latitude: optionalNumber(-90, 90),
    longitude: optionalNumber(-180, 180),
  })
  .superRefine((query, ctx) => {
    const hasLatitude = query.latitude !== undefined;
    const hasLongitude = query.longitude !== undefined;
    if (hasLatitude !== hasLongitude) {
      ctx.addIssue({
        code: 'custom',
        path: [hasLatitude ? 'longitude' : 'latitude'],
        message: 'validation.place_incomplete',
      });
    } else if (query.sortBy === 'nearby' && !hasLatitude) {
      ctx.addIssue({
        code: 'custom',
        path: ['latitude'],
        message: 'validation.nearby_needs_place',
      });
    }
  })
  .transform(({ sortBy, ...query }) => ({
    ...query,
    sortBy: sortBy ?? defaultListSort(query.keyword),
  }));
export type StatementListQuery = z.output<typeof statementListQuerySchema>;

export const SIMILAR_LIMIT = 5;

/** GET /api/statements/similar?title=&description=: what a new statement may repeat. */
export const similarQuerySchema = languageQuerySchema.extend({
  title: requiredText(
    'validation.statement_title_required',
    MAX_STATEMENT_TITLE_LENGTH,
    'validation.title_too_long',
  ),
  description: optionalText(MAX_STATEMENT_DESCRIPTION_LENGTH, 'validation.description_too_long'),
});

export const similarStatementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  agree_count: z.number().int(),
  /** Whether the caller already agrees (false for guests). */
  agree_flag: z.boolean(),
});
export type SimilarStatement = z.infer<typeof similarStatementSchema>;

export const similarResponseSchema = z.object({ data: z.array(similarStatementSchema) });

/** GET /api/users/{id}: what anyone may see of a person (never the e-mail address). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  created_at: z.string(),
  /** Visible statements and events only. */
  statement_count: z.number().int(),
  event_count: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const publicUserResponseSchema = z.object({ data: publicUserSchema });
