import { sql } from 'drizzle-orm';
import { AGREE_MILESTONES, type AgreeResponse, type SignedInViewer } from '@iagree/contract';
import { queryRows, type Database } from '../../../db/client.ts';
import { statements } from '../../../db/schema.ts';
import { visibleTo } from '../../../db/visibility.ts';
import {
  ANSWER_CHANGES_CHANNEL,
  agreePayloadSql,
  type AgreeNews,
} from '../../../adapters/answer-changes.ts';
import { AppError } from '../../../errors.ts';
import { notify } from '../../notifications/index.ts';
import { statementMessages } from '../messages.ts';

interface Counted {
  /** Whether the statement exists and the viewer may open it. */
  found: boolean;
  agree_count: number | null;
  /** The news every server hears, when the count moved. */
  news: string | null;
}

/**
 * One statement does the whole toggle (decision 045): it locks the statement against deletion
 * (FOR KEY SHARE; a hidden one is not found for whoever may not open it, as its detail), adds or
 * removes the agree row, moves the counter only when that very row changed — so agree_count
 * always equals the number of rows, however many toggles race — and tells every server
 * (decision 038), all committed at once. A transaction of five statements waited a turn of the
 * busy event loop between each: an agree took 443 ms at p99 under the crowd (issue 27).
 */
function toggle(db: Database, viewer: SignedInViewer, statementId: number, agree: boolean) {
  const userId = viewer.id;
  const visible = visibleTo(statements, viewer) ?? sql`true`;
  const moved = agree ? 1 : -1;
  const changed = agree
    ? sql`INSERT INTO agrees (user_id, statement_id) SELECT ${userId}, id FROM target
        ON CONFLICT DO NOTHING RETURNING statement_id`
    : sql`DELETE FROM agrees WHERE user_id = ${userId}
        AND statement_id IN (SELECT id FROM target) RETURNING statement_id`;
  const payload = agreePayloadSql(
    { id: sql`id`, agreeCount: sql`agree_count`, createdAt: sql`created_at` },
    moved,
  );
  return queryRows<Counted>(
    db,
    sql`WITH target AS (
        SELECT ${statements.id} AS id FROM ${statements}
        WHERE ${statements.id} = ${statementId} AND ${visible} FOR KEY SHARE
      ), changed AS (${changed}), counted AS (
        UPDATE statements SET agree_count = agree_count + ${sql.raw(String(moved))}
        WHERE id IN (SELECT statement_id FROM changed) RETURNING id, agree_count, created_at
      ), news AS (SELECT ${payload} AS payload FROM counted),
      -- Volatile, so PostgreSQL runs it once, whole, for the count below.
      announced AS (SELECT pg_notify(${ANSWER_CHANGES_CHANNEL}, payload) FROM news)
      SELECT EXISTS (SELECT 1 FROM target) AS found,
        coalesce((SELECT agree_count FROM counted),
          (SELECT ${statements.agreeCount} FROM ${statements} WHERE ${statements.id} = ${statementId})) AS agree_count,
        (SELECT payload FROM news) AS news,
        (SELECT count(*) FROM announced) AS announced`,
  );
}

/**
 * Agree and un-agree are idempotent. Answers the new state, when the count moved the news every
 * server hears of it (decision 038), and the milestone it reached, if any (notifyMilestone).
 */
export async function setAgree(
  db: Database,
  viewer: SignedInViewer,
  { statementId, agree }: { statementId: number; agree: boolean },
): Promise<{ data: AgreeResponse['data']; news: AgreeNews | null; milestone: number | null }> {
  const [row] = await toggle(db, viewer, statementId, agree);
  if (!row?.found || row.agree_count === null) throw new AppError(404, statementMessages.notFound);
  const agreeCount = Number(row.agree_count);
  const data = { statement_id: statementId, agree_flag: agree, agree_count: agreeCount };
  if (row.news === null) return { data, news: null, milestone: null };
  const reached = agree && (AGREE_MILESTONES as readonly number[]).includes(agreeCount);
  return { data, news: JSON.parse(row.news) as AgreeNews, milestone: reached ? agreeCount : null };
}

/**
 * The author's notification of a milestone an agree reached, in a transaction of its own once
 * the agree is committed (decision 047), written after the answer (decision 060).
 */
export const notifyMilestone = (
  db: Database,
  viewer: SignedInViewer,
  statementId: number,
  agreeCount: number,
) =>
  db.transaction((tx) =>
    notify(tx, { type: 'agreed', statementId, actorId: viewer.id, agreeCount }),
  );
