import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Budget } from '@iagree/contract';
import { aBudget, aProject } from '@/testing/budget-factory';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const stats = http.get('/api/auth/admin/stats', () =>
  HttpResponse.json({
    by_department: [],
    by_category: [],
    per_week: [],
    response_times: { first_response_days: null, done_days: null, by_department: [] },
    oldest_unanswered: [],
  }),
);

describe('participatory budgets on /admin (role 1)', { timeout: 60_000 }, () => {
  it('creates a budget, refusing what the contract refuses first', async () => {
    const sent: unknown[] = [];
    server.use(
      loggedIn(aUser({ role: 1 })),
      stats,
      http.get('/api/budgets', () => HttpResponse.json({ data: [] })),
      http.post('/api/auth/admin/budgets', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: aBudget({ phase: 'accepting' }) }, { status: 201 });
      }),
    );
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '参加型予算' }, SLOW));
    const create = await screen.findByRole('button', { name: '予算を作成' }, SLOW);
    await user.click(create);
    expect(await screen.findByText('タイトルは必須です')).toBeTruthy();
    expect(screen.getByText('金額は円単位の整数で入力してください')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /名前/ }), '練馬区の参加型予算');
    await user.type(screen.getByRole('textbox', { name: /説明/ }), '公園と道路に使います。');
    await user.type(screen.getByRole('textbox', { name: /予算総額/ }), '10000');
    await user.click(screen.getByRole('checkbox', { name: /住民確認を求める/ }));
    await user.click(create);
    expect(await screen.findByText('予算「練馬区の参加型予算」を作成しました')).toBeTruthy();
    expect(sent).toEqual([
      {
        title: '練馬区の参加型予算',
        description: '公園と道路に使います。',
        total: 10_000,
        requires_verification: true,
      },
    ]);
  });

  it('reviews a project and moves the budget to balloting', async () => {
    let budget: Budget = aBudget({
      phase: 'reviewing',
      projects: [aProject({ feasible: null, explanation: null })],
    });
    const reviews: unknown[] = [];
    const moves: unknown[] = [];
    server.use(
      loggedIn(aUser({ role: 1 })),
      stats,
      http.get('/api/budgets', () => HttpResponse.json({ data: [budget] })),
      http.get('/api/budgets/7', () => HttpResponse.json({ data: budget })),
      http.post('/api/auth/admin/budgets/7/projects/1/review', async ({ request }) => {
        reviews.push(await request.json());
        return HttpResponse.json({ data: budget });
      }),
      http.post('/api/auth/admin/budgets/7/phase', async ({ request }) => {
        moves.push(await request.json());
        budget = { ...budget, phase: 'balloting' };
        return HttpResponse.json({ data: budget });
      }),
    );
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '参加型予算' }, SLOW));
    const card = await screen.findByRole('region', { name: '練馬区の参加型予算' }, SLOW);
    const explanation = await within(card).findByRole('textbox', { name: /住民への説明/ }, SLOW);
    await user.clear(within(card).getByRole('textbox', { name: /最終金額/ }));
    await user.type(within(card).getByRole('textbox', { name: /最終金額/ }), '5500');
    await user.type(explanation, '公園課が設置できます。');
    await user.click(within(card).getByRole('button', { name: '審査を保存' }));
    expect(await screen.findByText('「ベンチを置く」の審査を保存しました')).toBeTruthy();
    expect(reviews).toEqual([
      { feasible: true, price: 5500, explanation: '公園課が設置できます。' },
    ]);

    await user.click(within(card).getByRole('button', { name: '「投票」に進める' }));
    expect(await screen.findByText('「投票」に進めました')).toBeTruthy();
    expect(moves).toEqual([{ phase: 'balloting' }]);
    expect(
      await within(card).findByRole('button', { name: '「終了」に進める' }, SLOW),
    ).toBeTruthy();
  });
});
