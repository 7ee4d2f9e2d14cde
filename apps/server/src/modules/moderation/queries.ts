import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MODERATION_PAGE_SIZE,
  REPORT_TARGETS,
  type Locale,
  type ModerationLogResponse,
  type ModerationReportsResponse,
  type ReportReason,
  type ReportTarget,
  type ReportedTarget,
} from '@iagree/contract';
import { authorName, nameFor } from '../../db/authors.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { consultationStatements, departments, moderationLog, users } from '../../db/schema.ts';
import { findTargets, type TargetRow } from './targets.ts';

const lastPage = (total: number) => Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE));

interface GroupRow {
  target_type: ReportTarget;
  target_id: number;
  reports_count: number;
  reasons: ReportReason[];
  details: string[] | null;
  last_reported_at: string | Date;
  total: number;
}

/** Whether the reported thing still exists (a deleted thing leaves its reports behind). */
const targetExists = sql.raw(`CASE r.target_type
  WHEN 'statement' THEN EXISTS (SELECT 1 FROM statements t WHERE t.id = r.target_id)
  WHEN 'comment' THEN EXISTS (SELECT 1 FROM statement_comments t WHERE t.id = r.target_id)
  WHEN 'event' THEN EXISTS (SELECT 1 FROM events t WHERE t.id = r.target_id)
  ELSE EXISTS (SELECT 1 FROM event_comments t WHERE t.id = r.target_id) END`);

/**
 * One page of reported things, each with its reports summed up, the most recently reported
 * first: the open reports (waiting for role 1) or the resolved ones.
 */
export async function listReports(
  db: Database,
  { status, page }: { status: 'open' | 'resolved'; page: number },
  locale: Locale,
): Promise<ModerationReportsResponse> {
  const resolved = status === 'resolved' ? sql`IS NOT NULL` : sql`IS NULL`;
  const groups = await queryRows<GroupRow>(
    db,
    sql`SELECT r.target_type, r.target_id, count(*)::int AS reports_count,
          array_agg(r.reason ORDER BY r.created_at DESC) AS reasons,
          array_agg(r.details ORDER BY r.created_at DESC) FILTER (WHERE r.details IS NOT NULL)
            AS details,
          max(r.created_at) AS last_reported_at, (count(*) OVER ())::int AS total
        FROM reports r
        WHERE r.resolved_at ${resolved} AND ${targetExists}
        GROUP BY r.target_type, r.target_id
        ORDER BY max(r.created_at) DESC, r.target_type, r.target_id
        LIMIT ${MODERATION_PAGE_SIZE} OFFSET ${(page - 1) * MODERATION_PAGE_SIZE}`,
  );
  const targets = new Map<string, TargetRow>();
  const authors = new Map<number, { name: string; blocked: boolean }>();
  for (const type of REPORT_TARGETS) {
    const ids = groups.filter((group) => group.target_type === type).map((g) => g.target_id);
    for (const row of await findTargets(db, type, ids)) targets.set(`${type}:${row.id}`, row);
  }
  const authorIds = [...new Set([...targets.values()].map((target) => target.authorId))];
  if (authorIds.length > 0) {
    const rows = await db
      .select({ id: users.id, name: authorName(), blockedAt: users.blockedAt })
      .from(users)
      .where(sql`${users.id} IN ${authorIds}`);
    for (const row of rows)
      authors.set(row.id, { name: nameFor(row.name, locale), blocked: row.blockedAt !== null });
  }
  const data: ReportedTarget[] = groups.flatMap((group) => {
    const target = targets.get(`${group.target_type}:${group.target_id}`);
    if (!target) return [];
    const author = authors.get(target.authorId);
    const counts = new Map<ReportReason, number>();
    for (const reason of group.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    return [
      {
        target_type: group.target_type,
        target_id: group.target_id,
        parent_id: target.parentId,
        excerpt: target.excerpt,
        author_id: target.authorId,
        author_name: author?.name ?? '',
        author_blocked: author?.blocked ?? false,
        hidden_reason: target.hiddenReason,
        reports_count: group.reports_count,
        reasons: [...counts].map(([reason, count]) => ({ reason, count })),
        details: group.details ?? [],
        last_reported_at: new Date(group.last_reported_at).toISOString(),
      },
    ];
  });
  return {
    data,
    meta: { current_page: page, last_page: lastPage(groups[0]?.total ?? 0) },
  };
}

/** One page of the action log, newest first, with the name of whoever acted. */
/**
 * The names of the things and users a page of the log acted on, keyed `type:id`: the log keeps
 * ids, and role 1 reads names (issue 29).
 */
async function namesOf(
  db: Database,
  targets: { targetType: string; targetId: number }[],
  locale: Locale,
): Promise<Map<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(targets.filter((t) => t.targetType === type).map((t) => t.targetId)),
  ];
  const names = new Map<string, string>();
  const userIds = idsOf('user');
  const departmentIds = idsOf('department');
  const consultationStatementIds = idsOf('consultation_statement');
  const [people, offices, proposals, ...things] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: authorName() })
          .from(users)
          .where(inArray(users.id, userIds)),
    departmentIds.length === 0
      ? []
      : db
          .select({ id: departments.id, name: departments.name })
          .from(departments)
          .where(inArray(departments.id, departmentIds)),
    consultationStatementIds.length === 0
      ? []
      : db
          .select({ id: consultationStatements.id, text: consultationStatements.text })
          .from(consultationStatements)
          .where(inArray(consultationStatements.id, consultationStatementIds)),
    ...REPORT_TARGETS.map((type) => findTargets(db, type, idsOf(type))),
  ]);
  for (const person of people) names.set(`user:${person.id}`, nameFor(person.name, locale));
  for (const office of offices) names.set(`department:${office.id}`, office.name);
  for (const proposal of proposals)
    names.set(`consultation_statement:${proposal.id}`, proposal.text);
  REPORT_TARGETS.forEach((type, index) => {
    for (const thing of things[index] ?? []) names.set(`${type}:${thing.id}`, thing.excerpt);
  });
  return names;
}

export async function listLog(
  db: Database,
  page: number,
  locale: Locale,
): Promise<ModerationLogResponse> {
  const rows = await db
    .select({
      entry: moderationLog,
      actorName: authorName(),
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.actorId))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(MODERATION_PAGE_SIZE)
    .offset((page - 1) * MODERATION_PAGE_SIZE);
  const names = await namesOf(
    db,
    rows.map(({ entry }) => entry),
    locale,
  );
  return {
    data: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      // Null for the system's own actions; a deleted moderator is a former member.
      actor_name: entry.actorId === null ? null : nameFor(actorName, locale),
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_name: names.get(`${entry.targetType}:${entry.targetId}`) ?? null,
      reason: entry.reason,
      details: entry.details,
      created_at: entry.createdAt.toISOString(),
    })),
    meta: { current_page: page, last_page: lastPage(rows[0]?.total ?? 0) },
  };
}
