import { z } from 'zod';
import { mcategorySchema } from './categories.ts';
import { departmentRefSchema } from './departments.ts';

/** How many weeks of new statements the dashboard counts, this one included. */
export const STATS_WEEKS = 12;
/** How many of the oldest unanswered statements it names. */
export const STATS_OLDEST = 10;

/** Visible statements of a group by status. */
export const statusCountsSchema = z.object({
  open: z.number().int(),
  under_review: z.number().int(),
  in_progress: z.number().int(),
  done: z.number().int(),
  declined: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** Medians in days (one decimal); null while no statement has got there. */
const mediansSchema = z.object({
  first_response_days: z.number().nullable(),
  done_days: z.number().nullable(),
});

/** GET /api/auth/admin/stats: the dashboard's figures (issue 32). */
export const cityStatsResponseSchema = z.object({
  /** Null department: statements no department owns. */
  by_department: z.array(
    z.object({ department: departmentRefSchema.nullable(), counts: statusCountsSchema }),
  ),
  /** Null category: statements without a master category. */
  by_category: z.array(
    z.object({ category: mcategorySchema.nullable(), counts: statusCountsSchema }),
  ),
  /** STATS_WEEKS weeks (Monday to Sunday, Japan time), oldest first, empty weeks as 0. */
  per_week: z.array(z.object({ week_start: z.string(), count: z.number().int() })),
  /**
   * From received to the first status change (the first official answer) and to done, over
   * every statement that got there; then per department in charge.
   */
  response_times: mediansSchema.extend({
    by_department: z.array(mediansSchema.extend({ department: departmentRefSchema.nullable() })),
  }),
  /** The STATS_OLDEST statements still open without any answer, oldest first. */
  oldest_unanswered: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      department: departmentRefSchema.nullable(),
      created_at: z.string(),
      days_waiting: z.number().int(),
    }),
  ),
});
export type CityStats = z.infer<typeof cityStatsResponseSchema>;
