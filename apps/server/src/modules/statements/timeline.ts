import { sql, type AnyColumn } from 'drizzle-orm';
import type { TimelineEntry, TimelineKind, StatementStatus } from '@iagree/contract';
import type { Transaction } from '../../db/client.ts';
import { departments, statementTimeline } from '../../db/schema.ts';

/** One step of a statement's public timeline, written in the transaction of the change. */
export async function recordStep(
  tx: Transaction,
  step: {
    statementId: number;
    kind: TimelineKind;
    status: StatementStatus;
    answer?: string | null;
    departmentId: number | null;
  },
) {
  await tx.insert(statementTimeline).values({ ...step, answer: step.answer ?? null });
}

/** One step as the detail's query hands it over (`timelineJson`). */
interface TimelineStep {
  kind: TimelineKind;
  status: StatementStatus;
  answer: string | null;
  departmentId: number | null;
  departmentName: string | null;
  createdAt: string;
}

/**
 * The outer query's statement's timeline, oldest first, as one JSON array: a detail reads it in
 * its own row rather than in a query of its own.
 */
export const timelineJson = (statementId: AnyColumn) =>
  sql<TimelineStep[]>`(select coalesce(json_agg(json_build_object(
      'kind', ${statementTimeline.kind}, 'status', ${statementTimeline.status},
      'answer', ${statementTimeline.answer}, 'departmentId', ${statementTimeline.departmentId},
      'departmentName', ${departments.name}, 'createdAt', ${statementTimeline.createdAt})
      order by ${statementTimeline.createdAt}, ${statementTimeline.id}), '[]')
    from ${statementTimeline}
    left join ${departments} on ${departments.id} = ${statementTimeline.departmentId}
    where ${statementTimeline.statementId} = ${statementId})`;

export const timelineOf = (steps: TimelineStep[]): TimelineEntry[] =>
  steps.map((step) => ({
    kind: step.kind,
    status: step.status,
    answer: step.answer,
    department:
      step.departmentId === null || step.departmentName === null
        ? null
        : { id: step.departmentId, name: step.departmentName },
    // Milliseconds, as a row's timestamp reads: JSON gives PostgreSQL's microseconds.
    created_at: new Date(step.createdAt).toISOString(),
  }));
