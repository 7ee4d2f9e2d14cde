import { z } from 'zod';
import { idSchema, languageQuerySchema } from './common.ts';
import {
  MAX_ANSWER_LENGTH,
  MAX_MODERATION_REASON_LENGTH,
  MAX_REPORT_DETAILS_LENGTH,
  REPORT_REASONS,
  STATEMENT_STATUSES,
} from './constants.ts';
import { optionalText, requiredText } from './form-fields.ts';

/** What a person can report (issue 15): each kind of thing people post. */
export const REPORT_TARGETS = ['statement', 'comment', 'event', 'event_comment'] as const;
export const reportTargetSchema = z.enum(REPORT_TARGETS);
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const reportReasonSchema = z.enum(REPORT_REASONS);

/**
 * Why a thing is hidden: enough distinct reports, role 1's decision, or its author's block.
 * Unblocking brings back only what the block hid.
 */
export const HIDDEN_REASONS = ['reports', 'moderator', 'blocked'] as const;
export const hiddenReasonSchema = z.enum(HIDDEN_REASONS);
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

/** Every privileged action the moderation log records. */
export const MODERATION_ACTIONS = [
  'auto_hide',
  'hide',
  'restore',
  'delete',
  'block',
  'unblock',
  'role_change',
  'status_change',
  'event_link',
  'event_unlink',
  'assign',
  'department_create',
  'department_rename',
  'department_delete',
  'department_member_add',
  'department_member_remove',
  'budget_create',
  'budget_phase',
  'budget_review',
  'budget_codes',
  'consultation_statement_approve',
  'consultation_statement_reject',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_PAGE_SIZE = 20;

/** POST /api/auth/reports */
export const reportBodySchema = z.object({
  target_type: reportTargetSchema,
  target_id: idSchema,
  reason: reportReasonSchema,
  details: optionalText(MAX_REPORT_DETAILS_LENGTH, 'validation.details_too_long'),
});
export type ReportBody = z.input<typeof reportBodySchema>;

/** 201 for a new report, 200 when the caller had already reported the thing. */
export const reportResponseSchema = z.object({ message: z.string() });

export const REPORT_STATUSES = ['open', 'resolved'] as const;

const pageField = z.coerce.number().int().min(1).max(100_000).default(1);

export const moderationReportsQuerySchema = languageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES).default('open'),
  page: pageField,
});

export const moderationLogQuerySchema = languageQuerySchema.extend({ page: pageField });

export const moderationTargetParamsSchema = z.object({
  target_type: reportTargetSchema,
  id: idSchema,
});

/** A reason for hide and restore may be left out; a block needs one. */
export const moderationReasonBodySchema = z
  .object({ reason: optionalText(MAX_MODERATION_REASON_LENGTH, 'validation.reason_too_long') })
  .default({});

export const blockBodySchema = z.object({
  reason: requiredText(
    'validation.reason_required',
    MAX_MODERATION_REASON_LENGTH,
    'validation.reason_too_long',
  ),
});

const pagination = z.object({ current_page: z.number().int(), last_page: z.number().int() });

/** Role 1's lists page by number, not by cursor: their tables jump to any page. */
const numberedPageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), meta: pagination });

/** One reported thing with its open (or resolved) reports summed up, newest report first. */
export const reportedTargetSchema = z.object({
  target_type: reportTargetSchema,
  target_id: z.number().int(),
  /** Where the thing lives: the statement of a comment, the event of an event comment. */
  parent_id: z.number().int().nullable(),
  /** Its title or text, shortened. */
  excerpt: z.string(),
  author_id: z.number().int(),
  author_name: z.string(),
  author_blocked: z.boolean(),
  hidden_reason: hiddenReasonSchema.nullable(),
  reports_count: z.number().int(),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
  /** The reporters' details, newest first. */
  details: z.array(z.string()),
  last_reported_at: z.string(),
});
export type ReportedTarget = z.infer<typeof reportedTargetSchema>;

export const moderationReportsResponseSchema = numberedPageOf(reportedTargetSchema);
export type ModerationReportsResponse = z.infer<typeof moderationReportsResponseSchema>;

export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  /** Null for the system's own action (the automatic hide). */
  actor_name: z.string().nullable(),
  action: z.enum(MODERATION_ACTIONS),
  target_type: z.string(),
  target_id: z.number().int(),
  /** The user's name, or the thing's title or text shortened; null once it is deleted. */
  target_name: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogResponseSchema = numberedPageOf(moderationLogEntrySchema);
export type ModerationLogResponse = z.infer<typeof moderationLogResponseSchema>;

export const statementStatusSchema = z.enum(STATEMENT_STATUSES);

/** POST /api/auth/statements/{id}/status */
export const statementStatusBodySchema = z.object({
  status: statementStatusSchema,
  answer: requiredText(
    'validation.answer_required',
    MAX_ANSWER_LENGTH,
    'validation.answer_too_long',
  ),
});
export type StatementStatusBody = z.input<typeof statementStatusBodySchema>;

/** `status=done` or `status=done,in_progress` (or repeated): one or several statuses. */
export const statusFilterSchema = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}, z.array(statementStatusSchema).min(1).optional());
