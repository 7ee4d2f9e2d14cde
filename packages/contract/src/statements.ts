import { z } from 'zod';
import { commentAuthorFields, idSchema, languageQuerySchema, localeSchema } from './common.ts';
import { mcategorySchema } from './categories.ts';
import { departmentRefSchema, timelineEntrySchema } from './departments.ts';
import { hiddenReasonSchema, statementStatusSchema } from './moderation.ts';
import {
  commaIdsField,
  optionalText,
  placeAndCategoryFields,
  requiredText,
  withWholePlace,
} from './form-fields.ts';
import { pageOf } from './pages.ts';
import {
  DEFAULT_STATEMENT_SORT,
  MAX_FREE_CATEGORY_LENGTH,
  MAX_MONEY,
  MAX_STATEMENT_COMMENT_LENGTH,
  MAX_STATEMENT_DESCRIPTION_LENGTH,
  MAX_STATEMENT_TITLE_LENGTH,
  STATEMENT_SORTS,
} from './constants.ts';
export const statementSortSchema = z.enum(STATEMENT_SORTS);

/** SPEC §3: a statement without master categories is edited as free text. */
export const CATEGORY_TYPES = ['drop_list', 'fill_text'] as const;
export const categoryTypeSchema = z.enum(CATEGORY_TYPES);
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** A processed image; both URLs are absolute paths under /media (WebP). */
export const statementImageSchema = z.object({
  id: z.number().int(),
  src: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type StatementImage = z.infer<typeof statementImageSchema>;

/** The same images under the original API's `media` name: `{ id, url }`. */
export const statementMediaSchema = z.object({ id: z.number().int(), url: z.string() });

export const statementCommentSchema = z.object({
  id: z.number().int(),
  statement_id: z.number().int(),
  ...commentAuthorFields,
  /** "3時間前" / "3 hours ago", in the caller's language. */
  created_distance_time: z.string(),
  created_at: z.string(),
  /** Why it is hidden; only its author and role 1 see a hidden comment (null: visible). */
  hidden_reason: hiddenReasonSchema.nullable(),
});
export type StatementComment = z.infer<typeof statementCommentSchema>;

/** GET /api/statements/{id}/comments: a page of the statement's comments, newest first. */
export const statementCommentPageSchema = pageOf(statementCommentSchema);
export type StatementCommentPage = z.infer<typeof statementCommentPageSchema>;

export const statementSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(statementImageSchema),
  media: z.array(statementMediaSchema),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Master categories in the caller's language. */
  categories: z.array(mcategorySchema),
  free_category: z.string().nullable(),
  categoryType: categoryTypeSchema,
  agree_count: z.number().int(),
  comment_count: z.number().int(),
  /**
   * Newest first: the latest STATEMENT_COMMENT_PREVIEW in lists, DETAIL_PAGE_SIZE in the
   * detail; `comment_count` says how many there are in all.
   */
  comments: z.array(statementCommentSchema),
  /** The older comments: GET /api/statements/{id}/comments?cursor=…; null when none is left. */
  comments_next_cursor: z.string().nullable(),
  /** Whether the caller agrees (always false for guests). */
  agree_flag: z.boolean(),
  /** The author's avatar URL and name. */
  avatar: z.string().nullable(),
  username: z.string(),
  /** The author deleted their account: `username` is the neutral name, and no profile exists. */
  author_deleted: z.boolean(),
  created_distance_time: z.string(),
  /** Amount in yen. */
  money: z.number().int().nullable(),
  /** "¥1,000" in English, "1,000円" in Japanese. */
  money_with_currency: z.string().nullable(),
  /** The linked event's code (events.code), if any. */
  event_code: z.string().nullable(),
  /** The linked event to show and link to (null when none, or when it is hidden). */
  event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  created_at: z.string(),
  /** What became of it, and role 1's official answer with who gave it and when. */
  status: statementStatusSchema,
  answer: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The department in charge (issue 32): routed at creation, handed over since; null: none. */
  department: departmentRefSchema.nullable(),
  /** Why it is hidden; only its author and role 1 see a hidden statement (null: visible). */
  hidden_reason: hiddenReasonSchema.nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

/** An entry of "My statements": a statement with its agree count under SPEC's `agree`. */
export const myStatementSchema = statementSchema.extend({ agree: z.number().int() });
export type MyStatement = z.infer<typeof myStatementSchema>;

/** `offset` is a row offset: 0, 10, 20 … */
export const offsetField = z.coerce.number().int().min(0).max(1_000_000).default(0);

export const statementListResponseSchema = z.object({
  data: z.array(statementSchema),
  /** The number of pages of STATEMENT_PAGE_SIZE. */
  totalPage: z.number().int(),
});
export type StatementListResponse = z.infer<typeof statementListResponseSchema>;

export const myStatementsQuerySchema = languageQuerySchema.extend({
  offset: offsetField,
  sortBy: statementSortSchema.default(DEFAULT_STATEMENT_SORT),
});

export const myStatementsResponseSchema = z.object({
  data: z.array(myStatementSchema),
  totalPage: z.number().int(),
});

/** A statement's detail: its public timeline too, from 受付 (received) on (issue 32). */
export const statementDetailSchema = statementSchema.extend({
  timeline: z.array(timelineEntrySchema),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

/** GET /api/statements/{id}, GET …/edit, and the answers of create, update, status and assign. */
export const statementResponseSchema = z.object({ data: statementDetailSchema });

/**
 * Text fields of the create and update forms (multipart). Files go as `images[]` on create and
 * `added_images[]` on update (png/jpg/jpeg, 15 MB each, at most MAX_STATEMENT_IMAGES in all).
 */
export const statementFieldsSchema = withWholePlace(
  z.object({
    title: requiredText(
      'validation.statement_title_required',
      MAX_STATEMENT_TITLE_LENGTH,
      'validation.title_too_long',
    ),
    description: requiredText(
      'validation.statement_description_required',
      MAX_STATEMENT_DESCRIPTION_LENGTH,
      'validation.description_too_long',
    ),
    ...placeAndCategoryFields,
    free_category: optionalText(MAX_FREE_CATEGORY_LENGTH, 'validation.category_too_long'),
    /** An event's code; empty means no event; an unknown code answers 422. */
    event_code: optionalText(20, 'validation.event_code_too_long'),
    /** Yen, a whole number; empty means none. */
    money: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ error: 'validation.money' })
        .int({ error: 'validation.money' })
        .min(0, { error: 'validation.money' })
        .max(MAX_MONEY, { error: 'validation.money' })
        .optional(),
    ),
    language: localeSchema.optional(),
    /** Update only: ids of the statement's images to remove, joined by commas or repeated. */
    removed_images: commaIdsField(),
  }),
);
export type StatementFields = z.output<typeof statementFieldsSchema>;
/** What a form sends, before parsing (all text). */

export const statementDeletedResponseSchema = z.object({ message: z.string() });

export const agreeBodySchema = z.object({ statement_id: idSchema });

/** The answer of agree and un-agree: the caller's flag and the statement's new count. */
export const agreeResponseSchema = z.object({
  data: z.object({
    statement_id: z.number().int(),
    agree_flag: z.boolean(),
    agree_count: z.number().int(),
  }),
});
export type AgreeResponse = z.infer<typeof agreeResponseSchema>;

export const statementCommentBodySchema = z.object({
  statement_id: idSchema,
  comment: requiredText(
    'validation.comment_required',
    MAX_STATEMENT_COMMENT_LENGTH,
    'validation.comment_too_long',
  ),
});

export const createdStatementCommentResponseSchema = z.object({
  data: statementCommentSchema,
  comment_count: z.number().int(),
});

/** POST /api/auth/comments/delete/{id}: `id` is the statement, the body names the comment. */
export const deleteStatementCommentBodySchema = z.object({
  comment_id: idSchema,
});

export const deletedStatementCommentResponseSchema = z.object({
  message: z.string(),
  comment_count: z.number().int(),
});
