import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Budget } from '@iagree/contract';
import { aBudget, aProject } from '@/testing/budget-factory';
import { errorAnswer, loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const serve = (budget: () => Budget) =>
  http.get('/api/budgets/7', () => HttpResponse.json({ data: budget() }));

describe('a budget’s page', { timeout: 60_000 }, () => {
  it('shows a guest the phase and projects, with no support button', async () => {
    server.use(serve(() => aBudget({ phase: 'supporting' })));
    renderApp('/budgets/7');
    expect(await screen.findByRole('heading', { name: '練馬区の参加型予算' }, SLOW)).toBeTruthy();
    expect(screen.getByText('支持の受付中')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'ベンチを置く' }).textContent).toContain(
      '金額 6,000円',
    );
    expect(screen.queryByRole('button', { name: '支持する' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'ログインすると、応募・支持・投票ができます' }),
    ).toBeTruthy();
  });

  it('lets a signed-in person support a project once', async () => {
    let supported = false;
    const sent: unknown[] = [];
    server.use(
      loggedIn(aUser()),
      serve(() =>
        aBudget({
          phase: 'supporting',
          projects: [aProject({ supported, supports: supported ? 1 : 0 })],
        }),
      ),
      http.post('/api/auth/budgets/7/supports', async ({ request }) => {
        sent.push(await request.json());
        supported = true;
        return HttpResponse.json({ data: { project_id: 1, supports: 1 } }, { status: 201 });
      }),
    );
    renderApp('/budgets/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '支持する' }, SLOW));
    expect(await screen.findByRole('button', { name: '支持しました' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('支持 1')).toBeTruthy();
    expect(sent).toEqual([{ project_id: 1 }]);
  });

  it('asks for the resident code before the ballot, showing the server’s refusal', async () => {
    server.use(
      loggedIn(aUser()),
      serve(() => aBudget({ requires_verification: true })),
      http.post('/api/auth/budgets/7/verification', () =>
        errorAnswer(422, '入力内容に誤りがあります。', {
          errors: { code: ['このコードは使えません。'] },
        }),
      ),
    );
    renderApp('/budgets/7');
    const user = userEvent.setup();
    const check = await screen.findByRole('button', { name: '確認する' }, SLOW);
    expect(screen.queryByRole('link', { name: '投票する' })).toBeNull();
    await user.click(check);
    expect(await screen.findByText('市から郵送されたコードを入力してください')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /確認コード/ }), 'NERIMA-9999');
    await user.click(check);
    expect(await screen.findByText('このコードは使えません。')).toBeTruthy();
  });

  it('lets an author find any own statement, see which are entered or lack an amount, and enter one', async () => {
    const sent: unknown[] = [];
    const asked: string[] = [];
    const candidate = (statement_id: number, title: string, money: number | null) => ({
      statement_id,
      title,
      money,
      created_at: '2026-11-01T00:00:00.000Z',
      project_id: statement_id === 23 ? 4 : null,
    });
    const page1 = [
      candidate(21, '公園にベンチを', 80_000),
      candidate(22, '金額のない声', null),
      candidate(23, '街灯を増やす', 50_000),
    ];
    server.use(
      loggedIn(aUser()),
      serve(() => aBudget({ phase: 'accepting', projects: [] })),
      http.get('/api/auth/budgets/7/candidates', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        if (query.get('keyword') === '花壇') {
          return HttpResponse.json({ data: [candidate(3, '駅前の花壇', 9_000)], totalPage: 1 });
        }
        if (query.get('keyword')) return HttpResponse.json({ data: [], totalPage: 0 });
        return HttpResponse.json({ data: query.get('offset') === '10' ? [] : page1, totalPage: 2 });
      }),
      http.post('/api/auth/budgets/7/projects', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { data: { id: 5, statement_id: 3, title: '駅前の花壇', price: 9_000 } },
          { status: 201 },
        );
      }),
    );
    renderApp('/budgets/7');
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: '公園にベンチを' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: '「公園にベンチを」を応募する' })).toBeTruthy();
    // Without an amount: said so, and nothing to press; already entered: said so.
    expect(screen.getByText('金額がありません：編集して金額を入れると応募できます')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '「金額のない声」を応募する' })).toBeNull();
    expect(screen.getByText('応募済み')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '「街灯を増やす」を応募する' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await waitFor(() => expect(asked).toContain('offset=10'));

    await user.type(screen.getByRole('textbox', { name: 'タイトルで探す' }), 'ない言葉');
    expect(await screen.findByText('タイトルに「ない言葉」を含む声はありません。')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'タイトルで探す' }));
    await user.type(screen.getByRole('textbox', { name: 'タイトルで探す' }), '花壇');
    await user.click(await screen.findByRole('button', { name: '「駅前の花壇」を応募する' }));
    expect(await screen.findByText('応募しました')).toBeTruthy();
    expect(sent).toEqual([{ statement_id: 3 }]);
    expect(asked).toContain(`offset=0&keyword=${encodeURIComponent('花壇')}`);
  });

  it('tells an author without statements how to take part', async () => {
    server.use(
      loggedIn(aUser()),
      serve(() => aBudget({ phase: 'accepting', projects: [] })),
      http.get('/api/auth/budgets/7/candidates', () =>
        HttpResponse.json({ data: [], totalPage: 0 }),
      ),
    );
    renderApp('/budgets/7');
    expect(
      await screen.findByText(
        'まだ声を投稿していません。声を投稿し、金額を入れてから応募してください。',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'あなたの声のページ' })).toBeNull();
  });
});
