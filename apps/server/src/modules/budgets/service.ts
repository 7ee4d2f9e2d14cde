import { and, eq, sql } from 'drizzle-orm';
import {
  canCastBallot,
  canEnterProject,
  isLaterPhase,
  pickWinners,
  type BudgetFields,
  type BudgetPhase,
  type BudgetSummary,
  type CurrentUser,
  type Locale,
} from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import {
  budgetBallots,
  budgetProjects,
  budgetSupports,
  budgets,
  statements,
} from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';
import { AppError, invalid } from '../../errors.ts';
import { moneyWithCurrency } from '../../i18n/format.ts';
import { translate, type Localized } from '../../i18n/localized.ts';
import { announceStatus } from '../statements/index.ts';
import { budgetMessages, phaseNames } from './messages.ts';
import { budgetRow, countBallots, isVerified, summaryOf, visibleProjects } from './queries.ts';

/** A message whose placeholders differ by language (a phase's name, an amount of yen). */
export const localize = (
  text: Localized,
  params: (locale: Locale) => Record<string, string | number>,
): Localized => ({
  ja: translate(text, 'ja', params('ja')),
  en: translate(text, 'en', params('en')),
});

/** 409: the budget's phase is not the one this step of the cycle belongs to. */
export const wrongPhase = (budget: { phase: BudgetPhase }) =>
  new AppError(
    409,
    localize(budgetMessages.wrongPhase, (locale) => ({ phase: phaseNames[budget.phase][locale] })),
  );

/**
 * Runs a step of the cycle that belongs to `phase` (409 in any other) in a transaction. The
 * budget's row is share-locked, so a move to the next phase waits for the step to finish.
 */
function duringPhase<T>(
  db: Database,
  budgetId: number,
  phase: BudgetPhase,
  step: (tx: Transaction, budget: typeof budgets.$inferSelect) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const budget = await budgetRow(tx, budgetId, 'share');
    if (budget.phase !== phase) throw wrongPhase(budget);
    return step(tx, budget);
  });
}

/** Role 1 creates a budget, in its `accepting` phase; logged. */
export async function createBudget(
  db: Database,
  user: CurrentUser,
  body: BudgetFields,
): Promise<BudgetSummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(budgets)
      .values({
        title: body.title,
        description: body.description,
        total: body.total,
        requiresVerification: body.requires_verification ?? false,
        createdBy: user.id,
      })
      .returning();
    await recordAction(tx, user.id, {
      action: 'budget_create',
      targetType: 'budget',
      targetId: row!.id,
      details: {
        title: body.title,
        total: body.total,
        requires_verification: row!.requiresVerification,
      },
    });
    return summaryOf(row!);
  });
}

/**
 * Role 1 moves the budget to a later phase (409 for the same or an earlier one); logged. The
 * budget's row is locked, so no support, project or ballot of the phase it leaves is half-way.
 * Reaching `finished` counts the ballots, stores the results and gives each winner's statement
 * the status `in_progress` with an official answer, which notifies its followers.
 */
export async function movePhase(
  db: Database,
  user: CurrentUser,
  id: number,
  phase: BudgetPhase,
): Promise<BudgetSummary> {
  return db.transaction(async (tx) => {
    const budget = await budgetRow(tx, id, 'update');
    if (!isLaterPhase(budget.phase, phase)) {
      throw new AppError(
        409,
        localize(budgetMessages.backwards, (locale) => ({
          phase: phaseNames[budget.phase][locale],
        })),
      );
    }
    const [row] = await tx
      .update(budgets)
      .set({ phase, updatedAt: new Date() })
      .where(eq(budgets.id, id))
      .returning();
    await recordAction(tx, user.id, {
      action: 'budget_phase',
      targetType: 'budget',
      targetId: id,
      details: { from: budget.phase, to: phase },
    });
    if (phase === 'finished') await finish(tx, user, row!);
    return summaryOf(row!);
  });
}

async function finish(tx: Transaction, user: CurrentUser, budget: typeof budgets.$inferSelect) {
  const counts = await countBallots(tx, budget.id);
  const projects = (await visibleProjects(tx, budget.id)).map((project) => ({
    ...project,
    ballots: counts.get(project.id) ?? 0,
  }));
  const { winners } = pickWinners(budget.total, projects);
  for (const project of projects) {
    const won = winners.includes(project.id);
    await tx
      .update(budgetProjects)
      .set({ ballots: project.ballots, won })
      .where(eq(budgetProjects.id, project.id));
    if (!won) continue;
    const answer = ['ja', 'en']
      .map((locale) =>
        translate(budgetMessages.won, locale as Locale, {
          title: budget.title,
          ballots: project.ballots,
          price: moneyWithCurrency(project.price, 'ja'),
          priceEn: moneyWithCurrency(project.price, 'en'),
        }),
      )
      .join('\n');
    await announceStatus(tx, user.id, project.statementId, { status: 'in_progress', answer });
  }
}

/**
 * During `accepting`, a statement's author enters it as a project, priced at the statement's
 * amount (422 without one). 404 for an unknown or hidden statement, 403 for another's, 409 for
 * one already entered.
 */
export async function enterProject(
  db: Database,
  user: CurrentUser,
  budgetId: number,
  statementId: number,
) {
  return duringPhase(db, budgetId, 'accepting', async (tx) => {
    const [statement] = await tx
      .select({
        userId: statements.userId,
        title: statements.title,
        money: statements.money,
      })
      .from(statements)
      // A hidden statement, its author's own too, is out of every budget (decision 013).
      .where(and(eq(statements.id, statementId), notHidden(statements)));
    if (!statement) throw new AppError(404, budgetMessages.statementNotFound);
    if (!canEnterProject(user, { user_id: statement.userId })) {
      throw new AppError(403, budgetMessages.notAuthor);
    }
    if (statement.money === null) throw invalid({ statement_id: [budgetMessages.noAmount] });
    const [project] = await tx
      .insert(budgetProjects)
      .values({ budgetId, statementId, price: statement.money })
      .onConflictDoNothing()
      .returning({ id: budgetProjects.id, price: budgetProjects.price });
    if (!project) throw new AppError(409, budgetMessages.alreadyEntered);
    return {
      id: project.id,
      statement_id: statementId,
      title: statement.title,
      price: project.price,
    };
  });
}

/** A visible project of the budget, locked for the caller's change; 404 otherwise. */
async function projectOf(tx: Transaction, budgetId: number, projectId: number) {
  const [project] = await tx
    .select({ id: budgetProjects.id, supports: budgetProjects.supportCount })
    .from(budgetProjects)
    .innerJoin(statements, eq(statements.id, budgetProjects.statementId))
    .where(
      and(
        eq(budgetProjects.id, projectId),
        eq(budgetProjects.budgetId, budgetId),
        notHidden(statements),
      ),
    )
    .for('no key update', { of: budgetProjects });
  if (!project) throw new AppError(404, budgetMessages.projectNotFound);
  return project;
}

/**
 * During `supporting`, the caller supports a project: true when the support is new, false when
 * they already supported it (nothing changes then).
 */
export async function support(
  db: Database,
  user: CurrentUser,
  budgetId: number,
  projectId: number,
) {
  return duringPhase(db, budgetId, 'supporting', async (tx) => {
    const project = await projectOf(tx, budgetId, projectId);
    const [added] = await tx
      .insert(budgetSupports)
      .values({ projectId, userId: user.id })
      .onConflictDoNothing()
      .returning({ projectId: budgetSupports.projectId });
    if (!added) return { created: false, supports: project.supports };
    await tx
      .update(budgetProjects)
      .set({ supportCount: sql`${budgetProjects.supportCount} + 1` })
      .where(eq(budgetProjects.id, projectId));
    return { created: true, supports: project.supports + 1 };
  });
}

/** During `reviewing`, role 1 sets a project's feasibility, final price and explanation; logged. */
export async function reviewProject(
  db: Database,
  user: CurrentUser,
  budgetId: number,
  projectId: number,
  review: { feasible: boolean; price: number; explanation: string },
) {
  await duringPhase(db, budgetId, 'reviewing', async (tx) => {
    await projectOf(tx, budgetId, projectId);
    await tx
      .update(budgetProjects)
      .set({ feasible: review.feasible, price: review.price, explanation: review.explanation })
      .where(eq(budgetProjects.id, projectId));
    await recordAction(tx, user.id, {
      action: 'budget_review',
      targetType: 'budget_project',
      targetId: projectId,
      reason: review.explanation,
      details: { budget_id: budgetId, feasible: review.feasible, price: review.price },
    });
  });
}

/**
 * During `balloting`, the caller's ballot becomes `projectIds` (repeats dropped), replacing the
 * one kept before. 422 for a project not in the budget, one found infeasible (or never
 * reviewed) and prices adding up to more than the total; 403 without the resident check the
 * budget requires. A refused ballot leaves the kept one as it was.
 */
export async function castBallot(
  db: Database,
  user: CurrentUser,
  budgetId: number,
  projectIds: number[],
) {
  return duringPhase(db, budgetId, 'balloting', async (tx, budget) => {
    const verified = budget.requiresVerification && (await isVerified(tx, budgetId, user.id));
    if (!canCastBallot(user, { requires_verification: budget.requiresVerification, verified })) {
      throw new AppError(403, budgetMessages.verificationRequired, {
        code: 'verification_required',
      });
    }
    const ids = [...new Set(projectIds)];
    const known = new Map(
      (await visibleProjects(tx, budgetId)).map((project) => [project.id, project]),
    );
    const chosen = ids.map((id) => known.get(id));
    if (chosen.some((project) => project === undefined)) {
      throw invalid({ project_ids: [budgetMessages.unknownProject] });
    }
    if (chosen.some((project) => project!.feasible !== true)) {
      throw invalid({ project_ids: [budgetMessages.infeasible] });
    }
    const spent = chosen.reduce((sum, project) => sum + project!.price, 0);
    if (spent > budget.total) {
      throw invalid({
        project_ids: [
          localize(budgetMessages.overTotal, (locale) => ({
            spent: moneyWithCurrency(spent, locale),
            total: moneyWithCurrency(budget.total, locale),
          })),
        ],
      });
    }
    await tx
      .insert(budgetBallots)
      .values({ budgetId, userId: user.id, projectIds: ids })
      .onConflictDoUpdate({
        target: [budgetBallots.budgetId, budgetBallots.userId],
        set: { projectIds: ids, updatedAt: new Date() },
      });
    return { project_ids: ids, spent };
  });
}
