import { isNull, or, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hiddenRule, type Viewer } from '@iagree/contract';

/**
 * The one condition that keeps hidden things out (decision 013). Every list, map and count
 * reads only what is not hidden, so guests and everyone else get the same answer; the ranked
 * list's indexes are partial on exactly this condition.
 */
export const notHidden = (table: { hiddenAt: PgColumn }): SQL => isNull(table.hiddenAt);

/**
 * Who reads a single thing, as the contract's hidden-content rule sees them (`hiddenRule`,
 * decision 044): whose own hidden things they still see, and whether they see every one.
 */
export interface VisibilityViewer {
  userId: number | null;
  moderator: boolean;
}

/** The contract's viewer as the SQL reads it: the two parts of `hiddenRule`. */
export const visibilityOf = (viewer: Viewer): VisibilityViewer => ({
  userId: hiddenRule.ownerSeen(viewer),
  moderator: hiddenRule.seesEveryHidden(viewer),
});

/** A thing `viewer` may open: not hidden, or theirs, or anything for role 1 (`canSeeHidden`). */
export const visibleTo = (
  table: { hiddenAt: PgColumn; userId: PgColumn },
  viewer: VisibilityViewer,
): SQL | undefined => {
  if (viewer.moderator) return undefined;
  if (viewer.userId === null) return notHidden(table);
  return or(notHidden(table), eq(table.userId, viewer.userId));
};

/**
 * visibleTo for a prepared query, whose plan serves every viewer: the viewer comes as its
 * parameters `moderator` and `userId` (viewerParams).
 */
export const visibleToViewer = (table: { hiddenAt: PgColumn; userId: PgColumn }): SQL =>
  sql`(${table.hiddenAt} IS NULL OR ${sql.placeholder('moderator')}::boolean OR ${table.userId} = ${sql.placeholder('userId')}::int)`;

export const viewerParams = ({ moderator, userId }: VisibilityViewer) => ({ moderator, userId });
