import { asc, eq, sql } from 'drizzle-orm';
import type { TimelineEntry, TimelineKind, StatementStatus } from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
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

/** Statements' timelines, each oldest first: read with every detail, so prepared once. */
const timelinesQuery = preparedQuery((db) =>
  db
    .select({
      statementId: statementTimeline.statementId,
      kind: statementTimeline.kind,
      status: statementTimeline.status,
      answer: statementTimeline.answer,
      departmentId: statementTimeline.departmentId,
      departmentName: departments.name,
      createdAt: statementTimeline.createdAt,
    })
    .from(statementTimeline)
    .leftJoin(departments, eq(departments.id, statementTimeline.departmentId))
    .where(sql`${statementTimeline.statementId} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(statementTimeline.createdAt), asc(statementTimeline.id))
    .prepare('statement_timelines'),
);

export async function timelinesOf(
  db: Database,
  ids: number[],
): Promise<Map<number, TimelineEntry[]>> {
  const byStatement = new Map<number, TimelineEntry[]>(ids.map((id) => [id, []]));
  for (const row of await timelinesQuery(db).execute({ ids })) {
    byStatement.get(row.statementId)?.push({
      kind: row.kind,
      status: row.status,
      answer: row.answer,
      department:
        row.departmentId === null || row.departmentName === null
          ? null
          : { id: row.departmentId, name: row.departmentName },
      created_at: row.createdAt.toISOString(),
    });
  }
  return byStatement;
}
