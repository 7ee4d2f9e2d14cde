import { sql } from 'drizzle-orm';
import {
  STATS_OLDEST,
  STATS_WEEKS,
  STATEMENT_STATUSES,
  type CityStats,
  type DepartmentRef,
  type Locale,
  type StatementStatus,
  type StatusCounts,
} from '@iagree/contract';
import { queryRows, type Database } from '../../db/client.ts';
import { listCategories } from '../categories/index.ts';
import { departmentNames } from './service.ts';

const DAY_MS = 86_400_000;
/**
 * Weeks run Monday to Sunday in Japan's time (UTC+9, no summer time), where the city and its
 * residents are; the SQL below adds the same nine hours.
 */
const JAPAN_OFFSET_MS = 9 * 3_600_000;

const noCounts = (): StatusCounts => ({
  open: 0,
  under_review: 0,
  in_progress: 0,
  done: 0,
  declined: 0,
});

interface CountRow {
  key: number | null;
  status: StatementStatus;
  n: number;
}

/** Rows of (group, status, n) folded into each group's counts, in `groups`' order. */
function countsBy<G>(groups: { key: number | null; group: G }[], rows: CountRow[]) {
  const byKey = new Map(groups.map(({ key }) => [key, noCounts()]));
  for (const row of rows) {
    if (!STATEMENT_STATUSES.includes(row.status)) continue;
    let counts = byKey.get(row.key);
    if (!counts) byKey.set(row.key, (counts = noCounts()));
    counts[row.status] += row.n;
  }
  return groups.map(({ key, group }) => ({ group, counts: byKey.get(key) ?? noCounts() }));
}

const hasAny = (counts: StatusCounts) => Object.values(counts).some((n) => n > 0);

/** The Monday (Japan time) `weeks - 1` weeks before this one, as its UTC instant. */
export function firstWeekStart(now: Date, weeks = STATS_WEEKS): Date {
  const local = new Date(now.getTime() + JAPAN_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(monday - (sinceMonday + 7 * (weeks - 1)) * DAY_MS - JAPAN_OFFSET_MS);
}

const isoDay = (instant: number) => new Date(instant + JAPAN_OFFSET_MS).toISOString().slice(0, 10);

const oneDecimal = (days: number | null) => (days === null ? null : Math.round(days * 10) / 10);

/**
 * The dashboard's figures (issue 32) over the visible statements: counts by status per
 * department and per category, new statements per week, median days to the first official
 * answer and to done, the oldest still unanswered.
 */
export async function cityStats(
  db: Database,
  locale: Locale,
  now = new Date(),
): Promise<CityStats> {
  const since = firstWeekStart(now);
  const [offices, categories, byDepartment, byCategory, weeks, medians, oldest] = await Promise.all(
    [
      departmentNames(db),
      listCategories(db, locale),
      queryRows<CountRow>(
        db,
        sql`SELECT department_id AS key, status, count(*)::int AS n FROM statements
            WHERE hidden_at IS NULL GROUP BY department_id, status`,
      ),
      queryRows<CountRow>(
        db,
        sql`SELECT c.category_id AS key, s.status, count(*)::int AS n
            FROM statements s LEFT JOIN statement_categories c ON c.statement_id = s.id
            WHERE s.hidden_at IS NULL GROUP BY c.category_id, s.status`,
      ),
      queryRows<{ week: string; n: number }>(
        db,
        sql`SELECT to_char(date_trunc('week', (created_at AT TIME ZONE 'UTC') + interval '9 hours'), 'YYYY-MM-DD')
              AS week, count(*)::int AS n
            FROM statements WHERE hidden_at IS NULL AND created_at >= ${since.toISOString()}::timestamptz
            GROUP BY 1`,
      ),
      queryRows<{ key: number | null; total: boolean; first: number | null; done: number | null }>(
        db,
        sql`SELECT s.department_id AS key, grouping(s.department_id) = 1 AS total,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.first_at - s.created_at)::float8) / 86400 AS first,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.done_at - s.created_at)::float8) / 86400 AS done
            FROM statements s JOIN (
              SELECT statement_id,
                min(created_at) FILTER (WHERE kind = 'status') AS first_at,
                min(created_at) FILTER (WHERE kind = 'status' AND status = 'done') AS done_at
              FROM statement_timeline GROUP BY statement_id
            ) t ON t.statement_id = s.id
            WHERE s.hidden_at IS NULL AND t.first_at IS NOT NULL
            GROUP BY GROUPING SETS ((s.department_id), ())`,
      ),
      queryRows<{ id: number; title: string; key: number | null; created_at: string }>(
        db,
        sql`SELECT id, title, department_id AS key,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
            FROM statements
            WHERE hidden_at IS NULL AND status = 'open' AND answer IS NULL
            ORDER BY created_at, id LIMIT ${STATS_OLDEST}`,
      ),
    ],
  );
  const nameOf = new Map(offices.map((office) => [office.id, office]));
  const refOf = (key: number | null): DepartmentRef | null =>
    key === null ? null : (nameOf.get(key) ?? null);

  const departmentCounts = countsBy(
    [...offices.map((office) => ({ key: office.id, group: office })), { key: null, group: null }],
    byDepartment,
  ).filter(({ group, counts }) => group !== null || hasAny(counts));
  const categoryCounts = countsBy(
    [
      ...categories.map((category) => ({ key: category.id, group: category })),
      { key: null, group: null },
    ],
    byCategory,
  ).filter(({ group, counts }) => group !== null || hasAny(counts));

  const perWeek = new Map(weeks.map((row) => [row.week, row.n]));
  const total = medians.find((row) => row.total);
  return {
    by_department: departmentCounts.map(({ group, counts }) => ({ department: group, counts })),
    by_category: categoryCounts.map(({ group, counts }) => ({ category: group, counts })),
    per_week: Array.from({ length: STATS_WEEKS }, (_, i) => {
      const week = isoDay(since.getTime() + i * 7 * DAY_MS);
      return { week_start: week, count: perWeek.get(week) ?? 0 };
    }),
    response_times: {
      first_response_days: oneDecimal(total?.first ?? null),
      done_days: oneDecimal(total?.done ?? null),
      by_department: medians
        .filter((row) => !row.total)
        .map((row) => ({
          department: refOf(row.key),
          first_response_days: oneDecimal(row.first),
          done_days: oneDecimal(row.done),
        })),
    },
    oldest_unanswered: oldest.map((row) => ({
      id: row.id,
      title: row.title,
      department: refOf(row.key),
      created_at: row.created_at,
      days_waiting: Math.floor((now.getTime() - Date.parse(row.created_at)) / DAY_MS),
    })),
  };
}
