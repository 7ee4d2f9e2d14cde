import { and, eq, isNull, lte } from 'drizzle-orm';
import {
  canReport,
  canSeeHidden,
  isPrivileged,
  type CurrentUser,
  type ReportReason,
  type ReportTarget,
} from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import { reports, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { notify } from '../notifications/index.ts';
import { moderationMessages } from './messages.ts';
import {
  findTargets,
  hideTarget,
  restoreTarget,
  setAuthorHidden,
  type TargetRow,
} from './targets.ts';

/** The thing `type` `id`, locked for the rest of the transaction; 404 when there is none. */
async function lockTarget(tx: Transaction, type: ReportTarget, id: number) {
  const [target] = await findTargets(tx, type, [id], { lock: true });
  if (!target) throw new AppError(404, moderationMessages.targetNotFound);
  return target;
}

/** The reports of a thing that no moderator has acted on yet. */
const openReportsOf = (type: ReportTarget, id: number) =>
  and(eq(reports.targetType, type), eq(reports.targetId, id), isNull(reports.resolvedAt));

const resolveReports = (tx: Transaction, type: ReportTarget, id: number) =>
  tx.update(reports).set({ resolvedAt: new Date() }).where(openReportsOf(type, id));

export interface ReportInput {
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  details?: string | undefined;
}

/** When reports hide a thing by themselves (decision 029). */
export interface AutoHidePolicy {
  /** Distinct counted reporters that hide it. */
  threshold: number;
  /** Reporters whose accounts are younger than this are queued but not counted. */
  minAccountAgeDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records `user`'s report; answers false when they had already reported the thing (nothing
 * changes). The thing is locked while its open reports are counted, so the report that reaches
 * the threshold is the one that hides it, however many arrive at once. Only reporters whose
 * accounts are old enough count, and role 1's posts are never hidden by reports: a handful of
 * throwaway accounts must not take down what they please, least of all the city's own answers.
 */
export async function report(
  db: Database,
  user: CurrentUser,
  input: ReportInput,
  policy: AutoHidePolicy,
): Promise<boolean> {
  const { targetType, targetId } = input;
  const outcome = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, targetType, targetId);
    const owned = { user_id: target.authorId };
    if (target.hiddenReason !== null && !canSeeHidden(user, owned)) {
      throw new AppError(404, moderationMessages.targetNotFound);
    }
    if (!canReport(user, owned)) throw new AppError(403, moderationMessages.ownContent);
    const added = await tx
      .insert(reports)
      .values({
        reporterId: user.id,
        targetType,
        targetId,
        reason: input.reason,
        details: input.details || null,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (added.length === 0) return { added: false, hidden: false };
    if (target.hiddenReason !== null) return { added: true, hidden: false };
    const bornBefore = new Date(Date.now() - policy.minAccountAgeDays * DAY_MS);
    const counted = await tx
      .select({ id: reports.id })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(and(openReportsOf(targetType, targetId), lte(users.createdAt, bornBefore)));
    const [author] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, target.authorId));
    if (counted.length < policy.threshold || isPrivileged(author ?? null)) {
      return { added: true, hidden: false };
    }
    await hideTarget(tx, targetType, targetId, 'reports');
    await notify(tx, { type: 'hidden', target: targetType, id: targetId, actorId: null });
    await recordAction(tx, null, {
      action: 'auto_hide',
      targetType,
      targetId,
      details: { reports: counted.length, ...policy },
    });
    return { added: true, hidden: true };
  });
  return outcome.added;
}

/** Role 1's decision on a thing; the reason goes to the moderation log. */
export interface Decision {
  type: ReportTarget;
  id: number;
  reason: string | undefined;
}

/**
 * Every decision on a thing locks it, changes it, resolves its reports and is logged with what
 * `change` answers, so that role 1's queue and log tell the same story whichever was taken.
 */
async function decide(
  db: Database,
  actor: CurrentUser,
  action: 'hide' | 'restore',
  { type, id, reason }: Decision,
  change: (tx: Transaction, target: TargetRow) => Promise<Record<string, unknown>>,
) {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, type, id);
    const details = await change(tx, target);
    await resolveReports(tx, type, id);
    await recordAction(tx, actor.id, {
      action,
      targetType: type,
      targetId: id,
      reason,
      details,
    });
  });
}

/** Role 1 hides a thing (or keeps it hidden, now by decision) and resolves its reports. */
export async function hide(db: Database, actor: CurrentUser, decision: Decision) {
  const { type, id } = decision;
  await decide(db, actor, 'hide', decision, async (tx, target) => {
    await hideTarget(tx, type, id, 'moderator');
    // Its author heard of it when it was first hidden (by reports). The notice names no
    // moderator (issue 30): who decided is in the moderation log, for role 1 to see.
    if (target.hiddenReason === null) {
      await notify(tx, { type: 'hidden', target: type, id, actorId: null });
    }
    return { author_id: target.authorId };
  });
}

/** Role 1 shows a thing again and clears its reports. */
export async function restore(db: Database, actor: CurrentUser, decision: Decision) {
  const { type, id } = decision;
  await decide(db, actor, 'restore', decision, async (tx, target) => {
    await restoreTarget(tx, type, id);
    if (target.hiddenReason !== null) {
      await notify(tx, { type: 'restored', target: type, id, actorId: null });
    }
    return { author_id: target.authorId, was: target.hiddenReason };
  });
}

async function lockUser(tx: Transaction, id: number) {
  const [user] = await tx
    .select({ id: users.id, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!user) throw new AppError(404, moderationMessages.userNotFound);
  return user;
}

/**
 * Role 1 blocks user `id`: they still log in and read, every write answers 403, and what they
 * posted is hidden while the block lasts.
 */
export async function block(db: Database, actor: CurrentUser, id: number, reason: string) {
  if (actor.id === id) throw new AppError(422, moderationMessages.cannotBlockSelf);
  await db.transaction(async (tx) => {
    await lockUser(tx, id);
    await tx
      .update(users)
      .set({ blockedAt: new Date(), blockedReason: reason })
      .where(eq(users.id, id));
    const hidden = await setAuthorHidden(tx, id, true);
    await notify(tx, { type: 'blocked', userId: id });
    await recordAction(tx, actor.id, {
      action: 'block',
      targetType: 'user',
      targetId: id,
      reason,
      details: { hidden },
    });
  });
}

/** Role 1 lifts the block: the user writes again and what the block hid comes back. */
export async function unblock(
  db: Database,
  actor: CurrentUser,
  id: number,
  reason: string | undefined,
) {
  await db.transaction(async (tx) => {
    await lockUser(tx, id);
    await tx.update(users).set({ blockedAt: null, blockedReason: null }).where(eq(users.id, id));
    const restored = await setAuthorHidden(tx, id, false);
    await recordAction(tx, actor.id, {
      action: 'unblock',
      targetType: 'user',
      targetId: id,
      reason,
      details: { restored },
    });
  });
}
