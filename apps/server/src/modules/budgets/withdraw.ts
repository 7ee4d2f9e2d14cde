import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import {
  budgetBallots,
  budgetCodes,
  budgetProjects,
  budgetSupports,
  budgets,
} from '../../db/schema.ts';

/**
 * A deleted account's part in the budgets (decision 040), in the deletion's transaction: its
 * supports and its ballot are withdrawn where the budget is not finished (supports drop from
 * their projects' counts; ballots are counted only at the finish); in a finished budget its rows
 * go too, but the figures and winners stored at the finish stay as decided. A resident code it
 * redeemed stays used and no longer names it.
 */
export async function withdrawFromBudgets(tx: Transaction, userId: number) {
  const supported = tx
    .select({ budgetId: budgetProjects.budgetId })
    .from(budgetSupports)
    .innerJoin(budgetProjects, eq(budgetProjects.id, budgetSupports.projectId))
    .where(eq(budgetSupports.userId, userId));
  const balloted = tx
    .select({ budgetId: budgetBallots.budgetId })
    .from(budgetBallots)
    .where(eq(budgetBallots.userId, userId));
  // Held as a support or a ballot holds them, so no budget finishes half-way through this.
  const open = await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(
      and(
        or(inArray(budgets.id, supported), inArray(budgets.id, balloted)),
        ne(budgets.phase, 'finished'),
      ),
    )
    .for('share');
  if (open.length > 0) {
    const withdrawn = await tx
      .delete(budgetSupports)
      .where(
        and(
          eq(budgetSupports.userId, userId),
          inArray(
            budgetSupports.projectId,
            tx
              .select({ id: budgetProjects.id })
              .from(budgetProjects)
              .where(
                inArray(
                  budgetProjects.budgetId,
                  open.map((budget) => budget.id),
                ),
              ),
          ),
        ),
      )
      .returning({ projectId: budgetSupports.projectId });
    if (withdrawn.length > 0) {
      await tx
        .update(budgetProjects)
        .set({ supportCount: sql`${budgetProjects.supportCount} - 1` })
        .where(
          inArray(
            budgetProjects.id,
            withdrawn.map((row) => row.projectId),
          ),
        );
    }
  }
  await tx.delete(budgetSupports).where(eq(budgetSupports.userId, userId));
  await tx.delete(budgetBallots).where(eq(budgetBallots.userId, userId));
  await tx.update(budgetCodes).set({ userId: null }).where(eq(budgetCodes.userId, userId));
}
