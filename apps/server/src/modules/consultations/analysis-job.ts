import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import {
  consultationAnalyses,
  consultationStatements,
  consultationVotes,
  consultations,
} from '../../db/schema.ts';
import type { Job } from '../../jobs/schedule.ts';
import type { Analysis } from './analysis.ts';
import { analysisThread, type AnalysisThread } from './analysis-thread.ts';

/**
 * How far back from its start a run counts its analysis as complete: a vote whose transaction
 * began before the run but committed after it read the votes carries an earlier `updated_at`,
 * so the next run looks again at what changed in this margin.
 */
const IN_FLIGHT_MS = 10_000;

/**
 * How long a server holds a consultation it analyses: far beyond a town's few seconds, and the
 * wait before another server takes over from one that stopped half way.
 */
const CLAIM_SECONDS = 300;

/**
 * Claims, in one statement, the consultations with votes or approved statements newer than
 * their stored analysis that no other server holds.
 */
const claimChanged = async (db: Database) => {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE consultations
        SET analysis_claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
        WHERE (analysis_claimed_until IS NULL OR analysis_claimed_until < now())
          AND id IN (
            SELECT c.id FROM consultations c
            LEFT JOIN consultation_analyses a ON a.consultation_id = c.id
            WHERE a.covers IS NULL OR c.changed_at > a.covers
               OR EXISTS (SELECT 1 FROM consultation_votes v
                          WHERE v.consultation_id = c.id AND v.updated_at > a.covers))
        RETURNING id`,
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
};

const release = (db: Database, id: number) =>
  db.update(consultations).set({ analysisClaimedUntil: null }).where(eq(consultations.id, id));

/** The approved statements of a consultation and the votes on it, read outside a transaction. */
async function votesOf(db: Database, id: number) {
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
  return { statementIds: statements.map((statement) => statement.id), votes };
}

/**
 * Stores an analysis and lets the consultation go, in one short transaction. An analysis that
 * covers less than the stored one (a server that overran its claim) is not written.
 */
const store = (db: Database, id: number, { data, groupOf, separation }: Analysis, covers: Date) =>
  db.transaction(async (tx) => {
    const row = { data, groupOf, separation, covers, computedAt: new Date() };
    await tx
      .insert(consultationAnalyses)
      .values({ consultationId: id, ...row })
      .onConflictDoUpdate({
        target: consultationAnalyses.consultationId,
        set: row,
        setWhere: sql`${consultationAnalyses.covers} <= excluded.covers`,
      });
    await release(tx, id);
  });

/**
 * Analyses one consultation: reads its votes, computes on a worker thread while the server
 * goes on answering and no transaction is open, then stores the result.
 */
export async function analyseConsultation(
  db: Database,
  thread: AnalysisThread,
  id: number,
  covers: Date,
) {
  const { statementIds, votes } = await votesOf(db, id);
  await store(db, id, await thread.analyse(statementIds, votes), covers);
}

/**
 * Recomputes the analyses that votes made stale (issue 34, decision 036): outside any request,
 * at most once a period (ANALYSIS_PERIOD_SECONDS) per consultation, each consultation claimed by
 * one server while it computes, on a thread that lives as long as the run. A consultation whose
 * analysis failed is let go for the next turn.
 */
export const consultationAnalysis: Job = {
  name: 'consultation-analysis',
  claimsItsWork: true,
  async run({ db, now, log }) {
    const covers = new Date(now.getTime() - IN_FLIGHT_MS);
    const claimed = await claimChanged(db);
    if (claimed.length === 0) return;
    const thread = analysisThread();
    try {
      for (const id of claimed) {
        try {
          await analyseConsultation(db, thread, id, covers);
        } catch (error) {
          log.error({ err: error, consultation: id }, 'consultation analysis failed');
          await release(db, id);
        }
      }
    } finally {
      await thread.close();
    }
  },
};
