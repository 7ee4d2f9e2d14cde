import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  agrees,
  budgetProjects,
  budgets,
  consultationStatements,
  consultations,
  departmentCategories,
  departmentMembers,
  departments,
  events,
  statementCategories,
  statementComments,
  statements,
  users,
} from '../db/schema.ts';
import { createSession } from '../modules/accounts/sessions/sessions.ts';

export interface TestUser {
  id: number;
  email: string;
  name: string;
  role: number;
  token: string;
  /** Headers that authenticate a request as this user. */
  auth: { authorization: string };
}

let sequence = 0;

/** An activated user with a live session. Password hashes are skipped: tests log in by token. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  sequence += 1;
  const suffix = `${sequence}-${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(users)
    .values({
      name: `テスト ユーザー${sequence}`,
      email: `user-${suffix}@example.test`,
      activatedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user not created');
  const { token } = await createSession(db, row.id);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

let eventSequence = 0;

/** An event row (no images) owned by `userId`. */
export async function createEventRow(
  db: Database,
  userId: number,
  overrides: Partial<typeof events.$inferInsert> = {},
) {
  eventSequence += 1;
  const [row] = await db
    .insert(events)
    .values({
      code: `EVT${String(eventSequence).padStart(5, '0')}`,
      userId,
      title: `テストイベント${eventSequence}`,
      startDate: '2026-05-01',
      endDate: '2026-05-02',
      companyName: 'テスト株式会社',
      description: 'テスト用のイベントです。',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('event not created');
  return row;
}

let statementSequence = 0;

/** A statement row (no images) by `userId`, with optional master categories. */
export async function createStatementRow(
  db: Database,
  userId: number,
  {
    categories = [],
    ...overrides
  }: Partial<typeof statements.$inferInsert> & {
    categories?: number[];
  } = {},
) {
  statementSequence += 1;
  const [row] = await db
    .insert(statements)
    .values({
      userId,
      title: `テストの声${statementSequence}`,
      description: 'テスト用の声です。',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('statement not created');
  if (categories.length > 0) {
    await db
      .insert(statementCategories)
      .values(categories.map((categoryId) => ({ statementId: row.id, categoryId })));
  }
  return row;
}

/** Agree rows of `userIds` on the statement, with its agree_count raised to match. */
export async function agreeWith(db: Database, statementId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await db.insert(agrees).values(userIds.map((userId) => ({ userId, statementId })));
  await db
    .update(statements)
    .set({ agreeCount: sql`${statements.agreeCount} + ${userIds.length}` })
    .where(eq(statements.id, statementId));
}

/** A comment on the statement, with its comment_count raised to match. */
export async function commentOn(
  db: Database,
  statementId: number,
  userId: number,
  overrides: Partial<typeof statementComments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(statementComments)
    .values({ statementId, userId, comment: 'テストのコメント', ...overrides })
    .returning();
  if (!row) throw new Error('comment not created');
  await db
    .update(statements)
    .set({ commentCount: sql`${statements.commentCount} + 1` })
    .where(eq(statements.id, statementId));
  return row;
}

let departmentSequence = 0;

/** A department owning `categoryIds` (within an optional area), with `memberIds` as its staff. */
export async function createDepartmentRow(
  db: Database,
  {
    categoryIds = [],
    memberIds = [],
    ...overrides
  }: Partial<typeof departments.$inferInsert> & {
    categoryIds?: number[];
    memberIds?: number[];
  } = {},
) {
  departmentSequence += 1;
  const [row] = await db
    .insert(departments)
    .values({ name: `テスト課${departmentSequence}`, ...overrides })
    .returning();
  if (!row) throw new Error('department not created');
  if (categoryIds.length > 0) {
    await db
      .insert(departmentCategories)
      .values(categoryIds.map((categoryId) => ({ departmentId: row.id, categoryId })));
  }
  if (memberIds.length > 0) {
    await db
      .insert(departmentMembers)
      .values(memberIds.map((userId) => ({ departmentId: row.id, userId })));
  }
  return row;
}

/**
 * A budget (issue 33) in `phase`, with a project of 1,000 yen for each of `statementIds`,
 * reviewed as feasible when the budget is past reviewing.
 */
export async function createBudgetRow(
  db: Database,
  {
    statementIds = [],
    ...overrides
  }: Partial<typeof budgets.$inferInsert> & { statementIds?: number[] } = {},
) {
  const [row] = await db
    .insert(budgets)
    .values({
      title: 'テスト予算',
      description: 'テスト用の予算です。',
      total: 10_000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('budget not created');
  const reviewed = row.phase === 'balloting' || row.phase === 'finished';
  const projects =
    statementIds.length === 0
      ? []
      : await db
          .insert(budgetProjects)
          .values(
            statementIds.map((statementId) => ({
              budgetId: row.id,
              statementId,
              price: 1000,
              feasible: reviewed ? true : null,
              explanation: reviewed ? '実施できます。' : null,
            })),
          )
          .returning();
  return { ...row, projects };
}

/** A consultation by `userId` with one approved statement and one pending (by the same author). */
export async function createConsultationRow(db: Database, userId: number) {
  const [row] = await db
    .insert(consultations)
    .values({ userId, title: 'テストの意見募集', description: '意見をください。' })
    .returning();
  if (!row) throw new Error('consultation not created');
  await db.insert(consultationStatements).values([
    { consultationId: row.id, userId, text: '承認済みの意見', status: 'approved' },
    { consultationId: row.id, userId, text: '承認待ちの意見', status: 'pending' },
  ]);
  return row;
}
