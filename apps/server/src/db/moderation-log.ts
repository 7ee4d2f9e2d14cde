import type { ModerationAction } from '@iagree/contract';
import type { Database, Transaction } from './client.ts';
import { moderationLog } from './schema.ts';

export interface LoggedAction {
  action: ModerationAction;
  targetType: string;
  targetId: number;
  reason?: string | null | undefined;
  details?: Record<string, unknown> | undefined;
}

/**
 * Writes one entry of the action log: who did what to which thing, when and why. The actor is
 * null for the system's own action (the automatic hide at REPORT_HIDE_THRESHOLD).
 */
export async function recordAction(
  db: Database | Transaction,
  actorId: number | null,
  entry: LoggedAction,
) {
  await db.insert(moderationLog).values({
    actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}
