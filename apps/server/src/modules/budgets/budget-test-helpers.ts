import { count } from 'drizzle-orm';
import type { Budget } from '@iagree/contract';
import {
  budgetBallots,
  budgetCodes,
  budgetProjects,
  budgetSupports,
  budgets,
  moderationLog,
} from '../../db/schema.ts';
import type { TestContext } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/factories.ts';

/** A call as `user` (or a guest), in English so that messages can be read. */
export const call = (
  ctx: TestContext,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user?.auth ?? {}), 'x-client-locale': 'en' },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

export async function fetchBudget(ctx: TestContext, id: number, user: TestUser | null = null) {
  const res = await call(ctx, user, 'GET', `/api/budgets/${id}`);
  if (res.statusCode !== 200) throw new Error(`budget ${id}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Budget }>().data;
}

/** How many rows each budget table and the action log hold: a refused call changes none. */
export async function budgetRows(ctx: TestContext) {
  const tables = {
    budgets,
    budgetProjects,
    budgetSupports,
    budgetBallots,
    budgetCodes,
    moderationLog,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await ctx.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
