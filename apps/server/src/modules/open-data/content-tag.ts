import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statements } from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';

/**
 * A weak ETag for what the open data says now (decision 033), without reading it all: one scan
 * of the visible statements summing what any change moves — how many there are and which (a
 * hide, a restore, a deletion), the latest edit, status change or answer, and every agree and
 * comment count weighted by a hash of its statement's id (so one rising and another falling
 * do not cancel), and so the department in charge (a hand-over moves no time). `parts` tell the documents of one state apart (format, language).
 */
export async function contentTag(db: Database, ...parts: string[]): Promise<string> {
  const [state] = await db
    .select({
      state: sql<string>`concat_ws(':',
        count(*),
        coalesce(sum(hashint4(${statements.id})::bigint), 0),
        coalesce(extract(epoch from max(greatest(${statements.updatedAt}, ${statements.answeredAt}))), 0),
        coalesce(sum(hashint4(${statements.id})::bigint * ${statements.agreeCount}), 0),
        coalesce(sum(hashint8(${statements.id})::bigint * ${statements.commentCount}), 0),
        coalesce(sum(hashint4(${statements.id} + 1)::bigint * coalesce(${statements.departmentId}, 0)), 0))`,
    })
    .from(statements)
    .where(notHidden(statements));
  const hash = createHash('sha1')
    .update([state?.state ?? '', ...parts].join('|'))
    .digest('base64url');
  return `W/"${hash}"`;
}
