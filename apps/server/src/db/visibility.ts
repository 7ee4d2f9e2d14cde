import { isNotNull, isNull, or, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hiddenRule, type Viewer } from '@iagree/contract';

/**
 * The one condition that keeps hidden things out (decision 013). Every list, map and count
 * reads only what is not hidden, so guests and everyone else get the same answer; the ranked
 * list's indexes are partial on exactly this condition.
 */
export const notHidden = (table: { hiddenAt: PgColumn }): SQL => isNull(table.hiddenAt);

/** What moderation hid: counted apart, restored, or flagged to its own author. */
export const isHidden = (table: { hiddenAt: PgColumn }): SQL => isNotNull(table.hiddenAt);

/**
 * A thing `viewer` may open: not hidden, or theirs, or anything for role 1 — the contract's
 * hidden-content rule (`hiddenRule`, `canSeeHidden`; decision 044) as SQL.
 */
export const visibleTo = (
  table: { hiddenAt: PgColumn; userId: PgColumn },
  viewer: Viewer,
): SQL | undefined => {
  if (hiddenRule.seesEveryHidden(viewer)) return undefined;
  const owner = hiddenRule.ownerSeen(viewer);
  if (owner === null) return notHidden(table);
  return or(notHidden(table), eq(table.userId, owner));
};

/**
 * visibleTo for a prepared query, whose plan serves every viewer: the viewer comes as its
 * parameters `moderator` and `userId` (viewerParams).
 */
export const visibleToViewer = (table: { hiddenAt: PgColumn; userId: PgColumn }): SQL =>
  sql`(${table.hiddenAt} IS NULL OR ${sql.placeholder('moderator')}::boolean OR ${table.userId} = ${sql.placeholder('userId')}::int)`;

export const viewerParams = (viewer: Viewer) => ({
  moderator: hiddenRule.seesEveryHidden(viewer),
  userId: hiddenRule.ownerSeen(viewer),
});
