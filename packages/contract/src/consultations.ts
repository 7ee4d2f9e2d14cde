import { z } from 'zod';
import { idSchema, languageQuerySchema, optionalIdSchema } from './common.ts';
import { optionalText, requiredText } from './form-fields.ts';
import { MAX_MODERATION_REASON_LENGTH } from './constants.ts';

/** Consultations (issue 34, decision 036): statements voted agree / disagree / pass, Pol.is-style. */

export const MAX_CONSULTATION_TITLE_LENGTH = 200;
export const MAX_CONSULTATION_DESCRIPTION_LENGTH = 5000;
/** Short enough to judge at a glance on a phone, as Pol.is keeps them. */
export const MAX_CONSULTATION_STATEMENT_LENGTH = 140;
/** The analysis lists at most this many representative statements per group, and consensus ones. */
export const MAX_REPRESENTATIVE_STATEMENTS = 5;
export const MAX_CONSENSUS_STATEMENTS = 10;

/** 1 agree, -1 disagree, 0 pass. */
export const CONSULTATION_VOTES = [1, -1, 0] as const;
export type ConsultationVote = (typeof CONSULTATION_VOTES)[number];

/**
 * Approved statements are voted on; a participant's own waits as pending until who runs the
 * consultation (or role 1) approves or rejects it.
 */
export const CONSULTATION_STATEMENT_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ConsultationStatementStatus = (typeof CONSULTATION_STATEMENT_STATUSES)[number];

/** The CSV files of the export, named and laid out as Pol.is exports them. */
export const CONSULTATION_EXPORT_FILES = [
  'comments.csv',
  'votes.csv',
  'participants-votes.csv',
] as const;

/** POST /api/auth/consultations */
export const consultationBodySchema = z.object({
  title: requiredText(
    'validation.title_required',
    MAX_CONSULTATION_TITLE_LENGTH,
    'validation.consultation_title_too_long',
  ),
  description: requiredText(
    'validation.description_required',
    MAX_CONSULTATION_DESCRIPTION_LENGTH,
    'validation.consultation_description_too_long',
  ),
  /** The event it belongs to: its page links to the consultation. */
  event_id: optionalIdSchema.nullable(),
});
export type ConsultationBody = z.input<typeof consultationBodySchema>;

export const createdConsultationResponseSchema = z.object({
  data: z.object({ id: z.number().int() }),
});

/** POST /api/auth/consultations/{id}/statements */
export const consultationStatementBodySchema = z.object({
  text: requiredText(
    'validation.statement_text_required',
    MAX_CONSULTATION_STATEMENT_LENGTH,
    'validation.statement_text_too_long',
  ),
});
export type ConsultationStatementBody = z.input<typeof consultationStatementBodySchema>;

export const createdConsultationStatementResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    status: z.enum(CONSULTATION_STATEMENT_STATUSES),
  }),
});

export const consultationVoteSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)], {
  error: 'validation.vote',
});

/** POST /api/auth/consultations/{id}/votes: a later vote on the same statement replaces it. */
export const consultationVoteBodySchema = z.object({
  statement_id: idSchema,
  vote: consultationVoteSchema,
});
export type ConsultationVoteBody = z.input<typeof consultationVoteBodySchema>;

export const consultationVoteResponseSchema = z.object({
  data: z.object({ statement_id: z.number().int(), vote: consultationVoteSchema }),
});

/**
 * POST /api/auth/consultations/{id}/statements/{statement_id}/moderation and
 * DELETE /api/auth/consultations/{id}/votes/{statement_id}
 */
export const consultationStatementParamsSchema = z.object({ id: idSchema, statement_id: idSchema });

/** DELETE /api/auth/consultations/{id}/votes/{statement_id}: the caller has no vote on it now. */
export const consultationVoteWithdrawnResponseSchema = z.object({
  data: z.object({ statement_id: z.number().int(), vote: z.null() }),
});
export const consultationModerationBodySchema = z.object({
  approve: z.boolean({ error: 'validation.invalid' }),
  reason: optionalText(MAX_MODERATION_REASON_LENGTH, 'validation.reason_too_long'),
});
export type ConsultationModerationBody = z.input<typeof consultationModerationBodySchema>;

export const consultationStatementSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Pending and rejected ones are listed only to their author and who moderates them. */
  status: z.enum(CONSULTATION_STATEMENT_STATUSES),
  agrees: z.number().int(),
  disagrees: z.number().int(),
  passes: z.number().int(),
  /** The caller's vote; null when they have not voted on it (or are a guest). */
  my_vote: consultationVoteSchema.nullable(),
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  created_at: z.string(),
});
export type ConsultationStatement = z.infer<typeof consultationStatementSchema>;

export const consultationSchema = z.object({
  id: z.number().int(),
  /** Who runs it; the `can…` functions read it. */
  user_id: z.number().int(),
  event_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  /** People who voted at least once. */
  participants: z.number().int(),
  statements: z.array(consultationStatementSchema),
  /** What the signed-in caller should vote on next; null for a guest or when all are voted. */
  next_statement: consultationStatementSchema.nullable(),
  created_at: z.string(),
});
export type Consultation = z.infer<typeof consultationSchema>;
export const consultationResponseSchema = z.object({ data: consultationSchema });

/** GET /api/consultations?event_id= */
export const consultationListQuerySchema = languageQuerySchema.extend({
  event_id: optionalIdSchema,
});
export const consultationSummarySchema = z.object({
  id: z.number().int(),
  event_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  /** Approved statements: those anyone may vote on. */
  statements: z.number().int(),
  participants: z.number().int(),
  created_at: z.string(),
});
export type ConsultationSummary = z.infer<typeof consultationSummarySchema>;
export const consultationListResponseSchema = z.object({
  data: z.array(consultationSummarySchema),
});

/** GET /api/consultations/{id}/analysis: the latest stored analysis (issue 34's shape). */
export const consultationAnalysisSchema = z.object({
  /** Participants counted: those who voted on at least min(7, statements) statements. */
  participants: z.number().int(),
  groups: z.array(
    z.object({
      id: z.number().int(),
      size: z.number().int(),
      representative: z.array(
        z.object({
          statement_id: z.number().int(),
          /** Share of the group's votes on it that agree, and of everyone else's. */
          agree_in: z.number(),
          agree_out: z.number(),
        }),
      ),
    }),
  ),
  /** Best first: Π over groups of (agrees + 1) / (votes + 2). */
  consensus: z.array(z.object({ statement_id: z.number().int(), score: z.number() })),
  /** One per counted participant, in no particular order and with no name. */
  points: z.array(z.object({ x: z.number(), y: z.number(), group: z.number().int() })),
});
export type ConsultationAnalysis = z.infer<typeof consultationAnalysisSchema>;
export const consultationAnalysisResponseSchema = z.object({ data: consultationAnalysisSchema });

/** GET /api/auth/consultations/{id}/my-group: null while the caller is in no group. */
export const myGroupResponseSchema = z.object({
  data: z.object({ group: z.number().int().nullable() }),
});

/** GET /api/consultations/{id}/export/{file} */
export const consultationExportParamsSchema = z.object({
  id: idSchema,
  file: z.enum(CONSULTATION_EXPORT_FILES, { error: 'validation.invalid' }),
});
