import { desc, sql, type AnyColumn } from 'drizzle-orm';
import { DETAIL_PAGE_SIZE, encodeCursor, type PagePosition } from '@iagree/contract';

/**
 * Keyset pages of a newest-first list, ordered by (created_at, id) — never OFFSET, so a page
 * reads its rows from the index however deep it is.
 */
export interface Keyset {
  createdAt: AnyColumn;
  id: AnyColumn;
}

export const newestFirst = ({ createdAt, id }: Keyset) => [desc(createdAt), desc(id)];

/** The `at` of a row: created_at to the microsecond, which a JavaScript Date would cut. */
export const positionAt = ({ createdAt }: Keyset) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('at');

/** The rows after `cursor`; everything without one. */
export const after = ({ createdAt, id }: Keyset, cursor: PagePosition | undefined) =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;

/** How many rows a page reads: one more than it shows tells whether another page follows. */
export const pageLimit = (size: number = DETAIL_PAGE_SIZE) => size + 1;

/** The first `size` rows (read with pageLimit) and the cursor after the last, if more follow. */
export function cutPage<Row extends { at: string; id: number }>(
  rows: Row[],
  size: number = DETAIL_PAGE_SIZE,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
}
