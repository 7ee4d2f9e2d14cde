import type { ModerationAction } from '@iagree/contract';
import type { Database, Transaction } from './client.ts';
import { moderationLog } from './schema.ts';

export interface LoggedAction {
  /** Null for the system's own action (the automatic hide at REPORT_HIDE_THRESHOLD). */
  actorId: number | null;
  action: ModerationAction;
  targetType: string;
  targetId: number;
  reason?: string | null | undefined;
  details?: Record<string, unknown> | undefined;
}

/** Writes one entry of the action log: who did what to which thing, when and why. */
export async function recordAction(db: Database | Transaction, entry: LoggedAction) {
  await db.insert(moderationLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}
