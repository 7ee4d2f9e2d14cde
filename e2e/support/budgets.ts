import { expect, type Page } from '@playwright/test';
import type { BudgetPhase } from '@iagree/contract';
import { DEMO_ORGANISER, DEMO_USER, logIn } from './demo.ts';

async function ok<T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A participatory budget of `total` yen brought to `phase` through the API (issue 33): the demo
 * user enters a statement per price in `prices` (and there it stays while `accepting`), role 1
 * reviews each as feasible, and the demo user's ballot holds the projects at the indexes of
 * `ballot`. Ends logged in as the demo user. Returns the budget's id and its projects' ids, in the order of `prices`.
 */
export async function budgetIn(
  page: Page,
  phase: 'accepting' | 'balloting' | 'finished',
  {
    total,
    prices,
    title,
    ballot = [],
  }: { total: number; prices: number[]; title: string; ballot?: number[] },
) {
  await logIn(page, DEMO_ORGANISER);
  const budget = await ok<{ id: number }>(
    await page.request.post('/api/auth/admin/budgets', {
      data: { title, description: 'e2e の参加型予算です。', total },
    }),
  );
  await logIn(page, DEMO_USER);
  const projects: number[] = [];
  for (const [index, price] of prices.entries()) {
    const statement = await ok<{ id: number }>(
      await page.request.post('/api/auth/statements', {
        multipart: { title: `${title} 事業${index + 1}`, description: 'e2e', money: String(price) },
      }),
    );
    const project = await ok<{ id: number }>(
      await page.request.post(`/api/auth/budgets/${budget.id}/projects`, {
        data: { statement_id: statement.id },
      }),
    );
    projects.push(project.id);
  }
  if (phase === 'accepting') return { id: budget.id, projects };
  await logIn(page, DEMO_ORGANISER);
  const move = async (to: BudgetPhase) =>
    ok(
      await page.request.post(`/api/auth/admin/budgets/${budget.id}/phase`, {
        data: { phase: to },
      }),
    );
  await move('reviewing');
  for (const [index, project] of projects.entries()) {
    await ok(
      await page.request.post(`/api/auth/admin/budgets/${budget.id}/projects/${project}/review`, {
        data: { feasible: true, price: prices[index], explanation: '実施できます。' },
      }),
    );
  }
  await move('balloting');
  await logIn(page, DEMO_USER);
  if (ballot.length > 0) {
    await ok(
      await page.request.put(`/api/auth/budgets/${budget.id}/ballot`, {
        data: { project_ids: ballot.map((index) => projects[index]) },
      }),
    );
  }
  if (phase === 'finished') {
    await logIn(page, DEMO_ORGANISER);
    await move('finished');
    await logIn(page, DEMO_USER);
  }
  return { id: budget.id, projects };
}
