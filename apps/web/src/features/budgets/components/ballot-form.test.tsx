import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aBudget, aProject } from '@/testing/budget-factory';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const budget = (ballot: number[] | null) =>
  aBudget({
    ballot,
    projects: [
      aProject({ id: 1, title: 'ベンチを置く', price: 6000 }),
      aProject({ id: 2, title: '街灯を増やす', price: 5000 }),
      aProject({ id: 3, title: '花壇を作る', price: 3000 }),
      aProject({ id: 4, title: '橋を架ける', price: 2000, feasible: false }),
    ],
  });

function stub(ballot: number[] | null) {
  const sent: unknown[] = [];
  server.use(
    loggedIn(aUser()),
    http.get('/api/budgets/7', () => HttpResponse.json({ data: budget(ballot) })),
    http.put('/api/auth/budgets/7/ballot', async ({ request }) => {
      const body = (await request.json()) as { project_ids: number[] };
      sent.push(body);
      return HttpResponse.json({ data: { project_ids: body.project_ids, spent: 0 } });
    }),
  );
  return sent;
}

const left = () => screen.getByRole('status', { name: '' });

describe('the ballot', { timeout: 60_000 }, () => {
  it('shows what is left as projects are ticked and cannot be sent over the total', async () => {
    const sent = stub(null);
    renderApp('/budgets/7/ballot');
    const user = userEvent.setup();
    const bench = await screen.findByRole('checkbox', { name: /ベンチを置く/ }, SLOW);
    expect(left().textContent).toBe('残り 10,000円');
    // An infeasible project is not offered.
    expect(screen.queryByRole('checkbox', { name: /橋を架ける/ })).toBeNull();

    await user.click(bench);
    expect(left().textContent).toBe('残り 4,000円');
    await user.click(screen.getByRole('checkbox', { name: /街灯を増やす/ }));
    expect(left().textContent).toBe('1,000円 超過しています');
    const submit = screen.getByRole('button', { name: 'この内容で投票する' });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toContain('予算総額を超えています');

    await user.click(bench);
    expect(left().textContent).toBe('残り 5,000円');
    await user.click(screen.getByRole('checkbox', { name: /花壇を作る/ }));
    expect(left().textContent).toBe('残り 2,000円');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(await screen.findByText('投票を受け付けました')).toBeTruthy();
    expect(sent).toEqual([{ project_ids: [2, 3] }]);
  });

  it('starts from the ballot kept before', async () => {
    stub([1, 3]);
    renderApp('/budgets/7/ballot');
    const bench = await screen.findByRole('checkbox', { name: /ベンチを置く/ }, SLOW);
    expect(bench).toHaveProperty('checked', true);
    expect(left().textContent).toBe('残り 1,000円');
  });
});
