import { and, asc, countDistinct, desc, eq, sql } from 'drizzle-orm';
import {
  canManageConsultation,
  type Consultation,
  type ConsultationAnalysis,
  type ConsultationStatement,
  type ConsultationSummary,
  type ConsultationVote,
  type Viewer,
} from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import {
  consultationAnalyses,
  consultationStatements,
  consultationVotes,
  consultations,
} from '../../db/schema.ts';

export async function findConsultation(db: Database | Transaction, id: number) {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
  return row;
}

const participantsOf = async (db: Database, id: number) => {
  const [row] = await db
    .select({ n: countDistinct(consultationVotes.userId) })
    .from(consultationVotes)
    .where(eq(consultationVotes.consultationId, id));
  return row?.n ?? 0;
};

/** The stored analysis before any: nobody counted yet. */
export const EMPTY_ANALYSIS: ConsultationAnalysis = {
  participants: 0,
  groups: [],
  consensus: [],
  points: [],
};

/**
 * Pol.is's priority for the next statement to show: statements that separate the groups, and
 * new ones (few votes yet), come first. Separation is 0 until the first analysis.
 */
const priority = (separation: number, seen: number) =>
  (1 + separation) * (1 + 8 * 2 ** (-seen / 5));

/**
 * A consultation with its statements and their counts: approved ones for everyone; pending and
 * rejected ones for their author and who runs it. The signed-in caller gets their votes and
 * the statement to vote on next.
 */
export async function consultationDetail(
  db: Database,
  id: number,
  viewer: Viewer,
): Promise<Consultation | undefined> {
  const row = await findConsultation(db, id);
  if (!row) return undefined;
  const manager = canManageConsultation(viewer, { user_id: row.userId });
  const [statementRows, myVotes, participants, [analysis]] = await Promise.all([
    db
      .select()
      .from(consultationStatements)
      .where(eq(consultationStatements.consultationId, id))
      .orderBy(asc(consultationStatements.id)),
    viewer
      ? db
          .select({ statementId: consultationVotes.statementId, vote: consultationVotes.vote })
          .from(consultationVotes)
          .where(
            and(eq(consultationVotes.consultationId, id), eq(consultationVotes.userId, viewer.id)),
          )
      : [],
    participantsOf(db, id),
    db
      .select({ separation: consultationAnalyses.separation })
      .from(consultationAnalyses)
      .where(eq(consultationAnalyses.consultationId, id)),
  ]);
  const voteOf = new Map(myVotes.map((vote) => [vote.statementId, vote.vote as ConsultationVote]));
  const statements: ConsultationStatement[] = statementRows
    .filter((s) => s.status === 'approved' || manager || s.userId === viewer?.id)
    .map((s) => ({
      id: s.id,
      text: s.text,
      status: s.status,
      agrees: s.agrees,
      disagrees: s.disagrees,
      passes: s.passes,
      my_vote: voteOf.get(s.id) ?? null,
      mine: s.userId === viewer?.id,
      created_at: s.createdAt.toISOString(),
    }));
  const separation = analysis?.separation ?? {};
  let next: ConsultationStatement | null = null;
  let best = -Infinity;
  if (viewer)
    for (const statement of statements) {
      if (statement.status !== 'approved' || statement.my_vote !== null) continue;
      const seen = statement.agrees + statement.disagrees + statement.passes;
      const score = priority(separation[statement.id] ?? 0, seen);
      if (score > best) [best, next] = [score, statement];
    }
  return {
    id: row.id,
    user_id: row.userId,
    event_id: row.eventId,
    title: row.title,
    description: row.description,
    participants,
    statements,
    next_statement: next,
    created_at: row.createdAt.toISOString(),
  };
}

/** The newest 100 consultations; those of one event when it is named. */
export async function listConsultations(
  db: Database,
  eventId: number | undefined,
): Promise<ConsultationSummary[]> {
  const rows = await db
    .select({
      id: consultations.id,
      event_id: consultations.eventId,
      title: consultations.title,
      description: consultations.description,
      created_at: consultations.createdAt,
      // Spelled out: drizzle leaves a one-table select's columns unqualified, and a bare "id"
      // inside the subquery would be the statement's own.
      statements: sql<number>`(SELECT count(*)::int FROM consultation_statements s
        WHERE s.consultation_id = consultations.id AND s.status = 'approved')`,
      participants: sql<number>`(SELECT count(DISTINCT v.user_id)::int FROM consultation_votes v
        WHERE v.consultation_id = consultations.id)`,
    })
    .from(consultations)
    .where(eventId === undefined ? undefined : eq(consultations.eventId, eventId))
    .orderBy(desc(consultations.id))
    .limit(100);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** The latest stored analysis; undefined when the consultation does not exist. */
export async function storedAnalysis(db: Database, id: number) {
  if (!(await findConsultation(db, id))) return undefined;
  const [row] = await db
    .select({ data: consultationAnalyses.data })
    .from(consultationAnalyses)
    .where(eq(consultationAnalyses.consultationId, id));
  return (row?.data as ConsultationAnalysis | undefined) ?? EMPTY_ANALYSIS;
}

/** The caller's group in the latest analysis: null while they are in none. */
export async function groupOf(db: Database, id: number, userId: number) {
  const [row] = await db
    .select({
      group: sql<number | null>`(${consultationAnalyses.groupOf} ->> ${String(userId)})::int`,
    })
    .from(consultationAnalyses)
    .where(eq(consultationAnalyses.consultationId, id));
  return row?.group ?? null;
}
