import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  canCreateConsultation,
  canManageConsultation,
  type ConsultationModerationBody,
  type ConsultationStatementStatus,
  type ConsultationVote,
  type CurrentUser,
} from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import {
  consultationStatements,
  consultationVotes,
  consultations,
  events,
} from '../../db/schema.ts';
import { AppError, invalid } from '../../errors.ts';
import { consultationMessages } from './messages.ts';
import { findConsultation } from './queries.ts';

export async function createConsultation(
  db: Database,
  user: CurrentUser,
  fields: { title: string; description: string; event_id?: number | null | undefined },
) {
  const eventId = fields.event_id ?? null;
  let event: { user_id: number } | null = null;
  if (eventId !== null) {
    const [row] = await db
      .select({ user_id: events.userId })
      .from(events)
      .where(eq(events.id, eventId));
    if (!row) throw invalid({ event_id: [consultationMessages.unknownEvent] });
    event = row;
  }
  if (!canCreateConsultation(user, event)) throw new AppError(403, consultationMessages.notAllowed);
  const [created] = await db
    .insert(consultations)
    .values({ userId: user.id, eventId, title: fields.title, description: fields.description })
    .returning({ id: consultations.id });
  if (!created) throw new Error('insert returned no row');
  return created;
}

async function existing(db: Database | Transaction, id: number) {
  const row = await findConsultation(db, id);
  if (!row) throw new AppError(404, consultationMessages.notFound);
  return row;
}

/** The analysis job looks again at a consultation whose votable statements changed. */
const markChanged = (tx: Transaction, id: number) =>
  tx
    .update(consultations)
    .set({ changedAt: sql`now()` })
    .where(eq(consultations.id, id));

/**
 * Adds a statement: approved at once when who runs the consultation writes it (a seed),
 * pending until approved otherwise, so that others vote only on what was read first.
 */
export async function addStatement(db: Database, user: CurrentUser, id: number, text: string) {
  return db.transaction(async (tx) => {
    const consultation = await existing(tx, id);
    const status: ConsultationStatementStatus = canManageConsultation(user, {
      user_id: consultation.userId,
    })
      ? 'approved'
      : 'pending';
    const [created] = await tx
      .insert(consultationStatements)
      .values({ consultationId: id, userId: user.id, text, status })
      .returning({ id: consultationStatements.id, status: consultationStatements.status });
    if (!created) throw new Error('insert returned no row');
    if (status === 'approved') await markChanged(tx, id);
    return created;
  });
}

/** Approves or rejects a pending statement (who runs the consultation or role 1), logged. */
export async function moderateStatement(
  db: Database,
  user: CurrentUser,
  id: number,
  statementId: number,
  { approve, reason }: Pick<ConsultationModerationBody, 'approve' | 'reason'>,
) {
  return db.transaction(async (tx) => {
    const consultation = await existing(tx, id);
    if (!canManageConsultation(user, { user_id: consultation.userId }))
      throw new AppError(403, consultationMessages.notManager);
    const statement = await lockedRow(tx, id, statementId);
    if (statement.status !== 'pending')
      throw new AppError(409, consultationMessages.alreadyModerated);
    const status: ConsultationStatementStatus = approve ? 'approved' : 'rejected';
    await tx
      .update(consultationStatements)
      .set({ status })
      .where(eq(consultationStatements.id, statementId));
    await recordAction(tx, user.id, {
      action: approve ? 'consultation_statement_approve' : 'consultation_statement_reject',
      targetType: 'consultation_statement',
      targetId: statementId,
      reason: reason ?? null,
      details: { consultation_id: id, text: statement.text },
    });
    if (approve) await markChanged(tx, id);
    return { id: statementId, status };
  });
}

/** A count's change when a vote `previous` (if any) becomes `vote` (none: withdrawn): +1, -1 or 0. */
const moved = (
  column: AnyPgColumn,
  value: number,
  vote: number | undefined,
  previous: number | undefined,
) => sql`${column} + ${(vote === value ? 1 : 0) - (previous === value ? 1 : 0)}::int`;

/** The statement `statementId` of consultation `id`, its counts locked for the caller's change. */
async function lockedStatement(tx: Transaction, id: number, statementId: number) {
  await existing(tx, id);
  return lockedRow(tx, id, statementId);
}

/**
 * The row of statement `statementId` of consultation `id`, locked: its status and counts change
 * one moderation or vote at a time. 404 when the consultation has no such statement.
 */
async function lockedRow(tx: Transaction, id: number, statementId: number) {
  const [statement] = await tx
    .select({ status: consultationStatements.status, text: consultationStatements.text })
    .from(consultationStatements)
    .where(
      and(
        eq(consultationStatements.id, statementId),
        eq(consultationStatements.consultationId, id),
      ),
    )
    .for('update');
  if (!statement) throw new AppError(404, consultationMessages.statementNotFound);
  return statement;
}

const countsMove = (vote: number | undefined, previous: number | undefined) => ({
  agrees: moved(consultationStatements.agrees, 1, vote, previous),
  disagrees: moved(consultationStatements.disagrees, -1, vote, previous),
  passes: moved(consultationStatements.passes, 0, vote, previous),
});

/**
 * Records a vote on an approved statement; a later vote on the same statement replaces the
 * earlier, and the statement's counts move in the same transaction.
 */
export async function castVote(
  db: Database,
  user: CurrentUser,
  id: number,
  statementId: number,
  vote: ConsultationVote,
) {
  return db.transaction(async (tx) => {
    const statement = await lockedStatement(tx, id, statementId);
    if (statement.status !== 'approved') throw new AppError(409, consultationMessages.notVotable);
    const [previous] = await tx
      .select({ vote: consultationVotes.vote })
      .from(consultationVotes)
      .where(
        and(eq(consultationVotes.statementId, statementId), eq(consultationVotes.userId, user.id)),
      );
    if (previous?.vote === vote) return { statement_id: statementId, vote };
    await tx
      .insert(consultationVotes)
      .values({ statementId, userId: user.id, consultationId: id, vote })
      .onConflictDoUpdate({
        target: [consultationVotes.statementId, consultationVotes.userId],
        set: { vote, updatedAt: sql`now()` },
      });
    await tx
      .update(consultationStatements)
      .set(countsMove(vote, previous?.vote))
      .where(eq(consultationStatements.id, statementId));
    return { statement_id: statementId, vote };
  });
}

/**
 * Withdraws the caller's vote on a statement: its counts drop in the same transaction, and the
 * consultation is marked changed, since a deleted vote leaves no `updated_at` for the analysis
 * job to find. Withdrawing a vote never cast changes nothing.
 */
export async function withdrawVote(
  db: Database,
  user: CurrentUser,
  id: number,
  statementId: number,
) {
  return db.transaction(async (tx) => {
    await lockedStatement(tx, id, statementId);
    const [withdrawn] = await tx
      .delete(consultationVotes)
      .where(
        and(eq(consultationVotes.statementId, statementId), eq(consultationVotes.userId, user.id)),
      )
      .returning({ vote: consultationVotes.vote });
    if (withdrawn) {
      await tx
        .update(consultationStatements)
        .set(countsMove(undefined, withdrawn.vote))
        .where(eq(consultationStatements.id, statementId));
      await markChanged(tx, id);
    }
    return { statement_id: statementId, vote: null };
  });
}
