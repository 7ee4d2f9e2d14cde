import { z } from 'zod';
import { idSchema, languageQuerySchema, textField } from './common.ts';
import {
  BUDGET_PHASES,
  MAX_BALLOT_PROJECTS,
  MAX_BUDGET_CODE_LENGTH,
  MAX_BUDGET_CODES_CSV_LENGTH,
  MAX_BUDGET_DESCRIPTION_LENGTH,
  MAX_BUDGET_EXPLANATION_LENGTH,
  MAX_BUDGET_TITLE_LENGTH,
  MAX_MONEY,
} from './constants.ts';
import { requiredText } from './form-fields.ts';
import { keywordField } from './search.ts';
import { offsetField } from './statements.ts';

/** An amount of yen: a whole number from 0 (a total from 1) up to MAX_MONEY. */
const yen = (min: number) =>
  z
    .number({ error: 'validation.money' })
    .int({ error: 'validation.money' })
    .min(min, { error: 'validation.money' })
    .max(MAX_MONEY, { error: 'validation.money' });

export const budgetPhaseSchema = z.enum(BUDGET_PHASES, { error: 'validation.budget_phase' });

/** POST /api/auth/admin/budgets */
export const budgetBodySchema = z.object({
  title: requiredText(
    'validation.title_required',
    MAX_BUDGET_TITLE_LENGTH,
    'validation.title_too_long',
  ),
  description: requiredText(
    'validation.description_required',
    MAX_BUDGET_DESCRIPTION_LENGTH,
    'validation.budget_description_too_long',
  ),
  total: yen(1),
  /** Only residents who redeemed one of the city's codes may cast a ballot (decision 035). */
  requires_verification: z.boolean().optional(),
});
export type BudgetBody = z.input<typeof budgetBodySchema>;
export type BudgetFields = z.output<typeof budgetBodySchema>;

/** POST /api/auth/admin/budgets/{id}/phase */
export const budgetPhaseBodySchema = z.object({ phase: budgetPhaseSchema });

/** POST /api/auth/budgets/{id}/projects */
export const budgetProjectBodySchema = z.object({ statement_id: idSchema });

/** POST /api/auth/budgets/{id}/supports */
export const budgetSupportBodySchema = z.object({ project_id: idSchema });

/** POST /api/auth/admin/budgets/{id}/projects/{project_id}/review */
export const budgetReviewParamsSchema = z.object({ id: idSchema, project_id: idSchema });
export const budgetReviewBodySchema = z.object({
  feasible: z.boolean({ error: 'validation.feasible_required' }),
  price: yen(0),
  explanation: requiredText(
    'validation.explanation_required',
    MAX_BUDGET_EXPLANATION_LENGTH,
    'validation.explanation_too_long',
  ),
});
export type BudgetReviewBody = z.input<typeof budgetReviewBodySchema>;

/** PUT /api/auth/budgets/{id}/ballot: the whole ballot, replacing the one kept before. */
export const ballotBodySchema = z.object({
  project_ids: z
    .array(idSchema, { error: 'validation.invalid' })
    .max(MAX_BALLOT_PROJECTS, { error: 'validation.invalid' }),
});
export type BallotBody = z.input<typeof ballotBodySchema>;

/** POST /api/auth/admin/budgets/{id}/codes: one SHA-256 (64 hex digits) per line. */
export const budgetCodesBodySchema = z.object({
  csv: textField({ error: 'validation.codes_csv' })
    .min(1, { error: 'validation.codes_csv' })
    .max(MAX_BUDGET_CODES_CSV_LENGTH, { error: 'validation.codes_csv_too_long' }),
});
export const budgetCodesResponseSchema = z.object({
  data: z.object({ added: z.number().int(), codes: z.number().int() }),
});

/** POST /api/auth/budgets/{id}/verification: the code the city sent by post. */
export const budgetVerificationBodySchema = z.object({
  code: requiredText(
    'validation.code_required',
    MAX_BUDGET_CODE_LENGTH,
    'validation.code_required',
  ),
});

export const budgetProjectSchema = z.object({
  id: z.number().int(),
  statement_id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  /** Null until role 1 reviews it. */
  feasible: z.boolean().nullable(),
  explanation: z.string().nullable(),
  supports: z.number().int(),
  /** Whether the caller supports it (false for a guest). */
  supported: z.boolean(),
});
export type BudgetProject = z.infer<typeof budgetProjectSchema>;

export const budgetSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  total: z.number().int(),
  phase: budgetPhaseSchema,
  requires_verification: z.boolean(),
  created_at: z.string(),
});
export type BudgetSummary = z.infer<typeof budgetSummarySchema>;

export const budgetSchema = budgetSummarySchema.extend({
  /** In the order they entered. */
  projects: z.array(budgetProjectSchema),
  /** The caller's ballot (project ids), null when they keep none or are a guest. */
  ballot: z.array(z.number().int()).nullable(),
  /** Whether the caller redeemed a resident code for this budget. */
  verified: z.boolean(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const budgetResponseSchema = z.object({ data: budgetSchema });
export const budgetsResponseSchema = z.object({ data: z.array(budgetSummarySchema) });
export const budgetProjectResponseSchema = z.object({
  data: budgetProjectSchema.pick({ id: true, statement_id: true, title: true, price: true }),
});
export const budgetSupportResponseSchema = z.object({
  data: z.object({ project_id: z.number().int(), supports: z.number().int() }),
});
export const ballotResponseSchema = z.object({
  data: z.object({ project_ids: z.array(z.number().int()), spent: z.number().int() }),
});

/** GET /api/budgets/{id}/results, once finished. */
export const budgetResultsSchema = z.object({
  /** Winning project ids, in the order they were taken. */
  winners: z.array(z.number().int()),
  spent: z.number().int(),
  total: z.number().int(),
  /** Every project, most ballots first (then most supports, then the first entered). */
  projects: z.array(
    z.object({
      id: z.number().int(),
      statement_id: z.number().int(),
      title: z.string(),
      price: z.number().int(),
      ballots: z.number().int(),
      won: z.boolean(),
    }),
  ),
});
export type BudgetResults = z.infer<typeof budgetResultsSchema>;
export const budgetResultsResponseSchema = z.object({ data: budgetResultsSchema });

/** The results' order: most ballots, then most supports, then the project entered first. */
export const byResult = (
  a: { id: number; ballots: number; supports: number },
  b: { id: number; ballots: number; supports: number },
): number => b.ballots - a.ballots || b.supports - a.supports || a.id - b.id;

/**
 * The results rule (issue 33): projects by ballots (then supports, then the first entered), each
 * taken while it still fits in what is left; one that does not fit is skipped and the next is
 * tried. Infeasible projects were never on a ballot and are never taken.
 */
export function pickWinners<
  P extends {
    id: number;
    price: number;
    ballots: number;
    supports: number;
    feasible: boolean | null;
  },
>(total: number, projects: readonly P[]): { order: P[]; winners: number[]; spent: number } {
  const order = [...projects].sort(byResult);
  const winners: number[] = [];
  let spent = 0;
  for (const project of order) {
    if (project.feasible !== true || project.ballots === 0) continue;
    if (spent + project.price > total) continue;
    spent += project.price;
    winners.push(project.id);
  }
  return { order, winners, spent };
}

/**
 * GET /api/auth/budgets/{id}/candidates: the caller's own statements, newest first, ten from
 * the row `offset`, those whose title holds `keyword` when one is given.
 */
export const budgetCandidatesQuerySchema = languageQuerySchema.extend({
  keyword: keywordField(),
  offset: offsetField,
});

/** One of the caller's statements as the "enter a project" form lists it. */
export const budgetCandidateSchema = z.object({
  statement_id: z.number().int(),
  title: z.string(),
  /** Its amount of yen; null: it has none, and cannot be entered until it gets one. */
  money: z.number().int().nullable(),
  created_at: z.string(),
  /** The project it already is in this budget, or null. */
  project_id: z.number().int().nullable(),
});
export type BudgetCandidate = z.infer<typeof budgetCandidateSchema>;

export const budgetCandidatesResponseSchema = z.object({
  data: z.array(budgetCandidateSchema),
  /** The number of pages of STATEMENT_PAGE_SIZE. */
  totalPage: z.number().int(),
});
