import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  byResult,
  STATEMENT_PAGE_SIZE,
  type Budget,
  type BudgetCandidate,
  type BudgetProject,
  type BudgetResults,
  type BudgetSummary,
} from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import {
  budgetBallots,
  budgetCodes,
  budgetProjects,
  budgetSupports,
  budgets,
  statements,
} from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';
import { AppError } from '../../errors.ts';
import { budgetMessages } from './messages.ts';

type BudgetRow = typeof budgets.$inferSelect;

export const summaryOf = (row: BudgetRow): BudgetSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  total: row.total,
  phase: row.phase,
  requires_verification: row.requiresVerification,
  created_at: row.createdAt.toISOString(),
});

/** Every budget, newest first (a city runs a few a year). */
export async function listBudgets(db: Database): Promise<BudgetSummary[]> {
  const rows = await db.select().from(budgets).orderBy(desc(budgets.createdAt), desc(budgets.id));
  return rows.map(summaryOf);
}

/** Budget `id`, locked as `lock` says for the caller's transaction; 404 when there is none. */
export async function budgetRow(
  db: Database | Transaction,
  id: number,
  lock?: 'share' | 'update',
): Promise<BudgetRow> {
  const query = db.select().from(budgets).where(eq(budgets.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) throw new AppError(404, budgetMessages.notFound);
  return row;
}

/**
 * The budget's projects whose statement is not hidden, in the order they entered: a hidden
 * statement's project is out of the page, the ballot and the results.
 */
export function visibleProjects(db: Database | Transaction, budgetId: number) {
  return db
    .select({
      id: budgetProjects.id,
      statementId: budgetProjects.statementId,
      title: statements.title,
      price: budgetProjects.price,
      feasible: budgetProjects.feasible,
      explanation: budgetProjects.explanation,
      supports: budgetProjects.supportCount,
      ballots: budgetProjects.ballots,
      won: budgetProjects.won,
    })
    .from(budgetProjects)
    .innerJoin(statements, eq(statements.id, budgetProjects.statementId))
    .where(and(eq(budgetProjects.budgetId, budgetId), notHidden(statements)))
    .orderBy(asc(budgetProjects.id));
}

/** What the caller did in this budget: the projects they support, their ballot, their check. */
async function viewerState(db: Database, budgetId: number, userId: number | null) {
  if (userId === null) return { supported: new Set<number>(), ballot: null, verified: false };
  const [supported, [ballot], [code]] = await Promise.all([
    db
      .select({ projectId: budgetSupports.projectId })
      .from(budgetSupports)
      .innerJoin(budgetProjects, eq(budgetProjects.id, budgetSupports.projectId))
      .where(and(eq(budgetProjects.budgetId, budgetId), eq(budgetSupports.userId, userId))),
    db
      .select({ projectIds: budgetBallots.projectIds })
      .from(budgetBallots)
      .where(and(eq(budgetBallots.budgetId, budgetId), eq(budgetBallots.userId, userId))),
    db
      .select({ userId: budgetCodes.userId })
      .from(budgetCodes)
      .where(and(eq(budgetCodes.budgetId, budgetId), eq(budgetCodes.userId, userId))),
  ]);
  return {
    supported: new Set(supported.map((row) => row.projectId)),
    ballot: ballot?.projectIds ?? null,
    verified: code !== undefined,
  };
}

/** Whether `userId` redeemed a resident code for the budget. */
export async function isVerified(db: Database | Transaction, budgetId: number, userId: number) {
  const [code] = await db
    .select({ userId: budgetCodes.userId })
    .from(budgetCodes)
    .where(and(eq(budgetCodes.budgetId, budgetId), eq(budgetCodes.userId, userId)));
  return code !== undefined;
}

/** GET /api/budgets/{id}: the budget, its projects and what the caller did in it. */
export async function getBudget(db: Database, id: number, userId: number | null): Promise<Budget> {
  const row = await budgetRow(db, id);
  const [projects, viewer] = await Promise.all([
    visibleProjects(db, id),
    viewerState(db, id, userId),
  ]);
  return {
    ...summaryOf(row),
    projects: projects.map((project): BudgetProject => ({
      id: project.id,
      statement_id: project.statementId,
      title: project.title,
      price: project.price,
      feasible: project.feasible,
      explanation: project.explanation,
      supports: project.supports,
      supported: viewer.supported.has(project.id),
    })),
    ballot: viewer.ballot,
    verified: viewer.verified,
  };
}

/** The ballots each project of the budget is on, counted from every ballot kept. */
export async function countBallots(tx: Transaction, budgetId: number) {
  const ballots = await tx
    .select({ projectIds: budgetBallots.projectIds })
    .from(budgetBallots)
    .where(eq(budgetBallots.budgetId, budgetId));
  const counts = new Map<number, number>();
  for (const { projectIds } of ballots) {
    for (const projectId of projectIds) counts.set(projectId, (counts.get(projectId) ?? 0) + 1);
  }
  return counts;
}

/**
 * GET /api/budgets/{id}/results: as stored when the budget finished (409 before), most ballots
 * first, the tie-break of pickWinners.
 */
export async function budgetResults(db: Database, id: number): Promise<BudgetResults> {
  const row = await budgetRow(db, id);
  if (row.phase !== 'finished') throw new AppError(409, budgetMessages.notFinished);
  const projects = await visibleProjects(db, id);
  const order = [...projects].sort(byResult);
  const winners = order.filter((project) => project.won);
  return {
    winners: winners.map((project) => project.id),
    spent: winners.reduce((sum, project) => sum + project.price, 0),
    total: row.total,
    projects: order.map((project) => ({
      id: project.id,
      statement_id: project.statementId,
      title: project.title,
      price: project.price,
      ballots: project.ballots,
      won: project.won,
    })),
  };
}

/**
 * GET /api/auth/budgets/{id}/candidates: the caller's statements that are not hidden (a hidden
 * one cannot be entered), newest first, a page at a time, those whose title holds `keyword`
 * (case aside) when given; each says its amount and whether it already is a project here.
 */
export async function listCandidates(
  db: Database,
  budgetId: number,
  userId: number,
  { keyword, offset }: { keyword?: string | undefined; offset: number },
): Promise<{ data: BudgetCandidate[]; totalPage: number }> {
  await budgetRow(db, budgetId);
  const mine = and(
    eq(statements.userId, userId),
    notHidden(statements),
    keyword ? sql`strpos(lower(${statements.title}), lower(${keyword})) > 0` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        statementId: statements.id,
        title: statements.title,
        money: statements.money,
        createdAt: statements.createdAt,
        projectId: budgetProjects.id,
      })
      .from(statements)
      .leftJoin(
        budgetProjects,
        and(eq(budgetProjects.statementId, statements.id), eq(budgetProjects.budgetId, budgetId)),
      )
      .where(mine)
      .orderBy(desc(statements.createdAt), desc(statements.id))
      .limit(STATEMENT_PAGE_SIZE)
      .offset(offset),
    db.select({ total: count() }).from(statements).where(mine),
  ]);
  return {
    data: rows.map((row) => ({
      statement_id: row.statementId,
      title: row.title,
      money: row.money,
      created_at: row.createdAt.toISOString(),
      project_id: row.projectId,
    })),
    totalPage: Math.ceil((counted?.total ?? 0) / STATEMENT_PAGE_SIZE),
  };
}
