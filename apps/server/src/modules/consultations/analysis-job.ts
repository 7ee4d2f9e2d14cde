import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import {
  consultationAnalyses,
  consultationStatements,
  consultationVotes,
} from '../../db/schema.ts';
import type { Job } from '../../jobs/schedule.ts';
import { analyse } from './analysis.ts';

/**
 * How far back from its start a run counts its analysis as complete: a vote whose transaction
 * began before the run but committed after it read the votes carries an earlier `updated_at`,
 * so the next run looks again at what changed in this margin.
 */
const IN_FLIGHT_MS = 10_000;

/** The consultations with votes or approved statements newer than their stored analysis. */
const changedSince = (db: Database) =>
  queryRows<{ id: number }>(
    db,
    sql`SELECT c.id FROM consultations c
        LEFT JOIN consultation_analyses a ON a.consultation_id = c.id
        WHERE a.covers IS NULL OR c.changed_at > a.covers
           OR EXISTS (SELECT 1 FROM consultation_votes v
                      WHERE v.consultation_id = c.id AND v.updated_at > a.covers)
        ORDER BY c.id`,
  );

/** Analyses one consultation from its approved statements and their votes, and stores it. */
export async function analyseConsultation(db: Database, id: number, covers: Date) {
  const statements = await db
    .select({ id: consultationStatements.id })
    .from(consultationStatements)
    .where(
      and(
        eq(consultationStatements.consultationId, id),
        eq(consultationStatements.status, 'approved'),
      ),
    )
    .orderBy(asc(consultationStatements.id));
  const votes = await db
    .select({
      statementId: consultationVotes.statementId,
      userId: consultationVotes.userId,
      vote: consultationVotes.vote,
    })
    .from(consultationVotes)
    .where(eq(consultationVotes.consultationId, id));
  const { data, groupOf, separation } = analyse(
    statements.map((statement) => statement.id),
    votes,
  );
  const row = { data, groupOf, separation, covers, computedAt: new Date() };
  await db
    .insert(consultationAnalyses)
    .values({ consultationId: id, ...row })
    .onConflictDoUpdate({ target: consultationAnalyses.consultationId, set: row });
}

/**
 * Recomputes the analyses that votes made stale (issue 34, decision 036): outside any request,
 * at most once a period (ANALYSIS_PERIOD_SECONDS) per consultation, on one server at a time.
 * It needs no claim of its period: the job's lock keeps two servers apart, and the second one
 * finds nothing changed.
 */
export const consultationAnalysis: Job = {
  name: 'consultation-analysis',
  exclusiveOnly: true,
  async run({ db, now }) {
    const covers = new Date(now.getTime() - IN_FLIGHT_MS);
    for (const { id } of await changedSince(db)) await analyseConsultation(db, id, covers);
  },
};
