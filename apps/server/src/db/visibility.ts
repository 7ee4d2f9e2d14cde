import { isNull, or, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The one condition that keeps hidden things out (decision 013). Every list, map and count
 * reads only what is not hidden, so guests and everyone else get the same answer; the ranked
 * list's indexes are partial on exactly this condition.
 */
export const notHidden = (table: { hiddenAt: PgColumn }): SQL => isNull(table.hiddenAt);

/** Who reads a single thing: its author and role 1 still see it while it is hidden. */
export interface VisibilityViewer {
  userId: number | null;
  moderator: boolean;
}

/** A thing `viewer` may open: not hidden, or theirs, or anything for role 1. */
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
