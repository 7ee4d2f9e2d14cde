import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HiddenReason, ReportTarget } from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { eventComments, events, statementComments, statements } from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';

/** How long the moderation page's excerpt of a thing is. */
const EXCERPT_LENGTH = 120;

/** The four tables of things people post, each with its author, text and parent. */
const TABLES = {
  statement: { table: statements, text: statements.title, parent: null },
  comment: {
    table: statementComments,
    text: statementComments.comment,
    parent: statementComments.statementId,
  },
  event: { table: events, text: events.title, parent: null },
  event_comment: {
    table: eventComments,
    text: eventComments.comment,
    parent: eventComments.eventId,
  },
} as const;

export interface TargetRow {
  id: number;
  authorId: number;
  parentId: number | null;
  excerpt: string;
  hiddenReason: HiddenReason | null;
}

/** The things of one kind among `ids`, as the moderation page and its rules read them. */
export async function findTargets(
  db: Database | Transaction,
  type: ReportTarget,
  ids: number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<TargetRow[]> {
  if (ids.length === 0) return [];
  const { table, text, parent } = TABLES[type];
  const query = db
    .select({
      id: table.id,
      authorId: table.userId,
      parentId: parent ?? sql<null>`null`,
      excerpt: sql<string>`left(${text}, ${EXCERPT_LENGTH})`,
      hiddenReason: table.hiddenReason,
    })
    .from(table)
    .where(inArray(table.id, ids));
  return lock ? query.for('update') : query;
}

/**
 * Hides the thing for `reason` (a hidden one keeps its time and takes the new reason). The
 * triggers of migration moderation take it out of every count (decision 013).
 */
export async function hideTarget(
  tx: Transaction,
  type: ReportTarget,
  id: number,
  reason: HiddenReason,
) {
  const { table } = TABLES[type];
  await tx
    .update(table)
    .set({ hiddenAt: sql`coalesce(${table.hiddenAt}, now())`, hiddenReason: reason })
    .where(eq(table.id, id));
}

/** Shows the thing again (and puts it back into every count). */
export async function restoreTarget(tx: Transaction, type: ReportTarget, id: number) {
  const { table } = TABLES[type];
  await tx.update(table).set({ hiddenAt: null, hiddenReason: null }).where(eq(table.id, id));
}

/**
 * A block hides everything its author posted that is not hidden yet; unblocking brings back
 * exactly what the block hid. Answers how many things of each kind changed.
 */
export async function setAuthorHidden(tx: Transaction, userId: number, hidden: boolean) {
  const counts: Record<string, number> = {};
  for (const [type, { table }] of Object.entries(TABLES)) {
    const changed = hidden
      ? await tx
          .update(table)
          .set({ hiddenAt: new Date(), hiddenReason: 'blocked' })
          .where(and(eq(table.userId, userId), notHidden(table)))
          .returning({ id: table.id })
      : await tx
          .update(table)
          .set({ hiddenAt: null, hiddenReason: null })
          .where(and(eq(table.userId, userId), eq(table.hiddenReason, 'blocked')))
          .returning({ id: table.id });
    counts[type] = changed.length;
  }
  return counts;
}
