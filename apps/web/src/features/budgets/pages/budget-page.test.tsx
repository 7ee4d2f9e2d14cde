import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Budget } from '@iagree/contract';
import { aBudget, aProject } from '@/testing/budget-factory';
import { errorAnswer, loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';
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

  it('lets an author enter one of their statements with an amount while accepting', async () => {
    const sent: unknown[] = [];
    const mine = [
      { ...makeStatement({ id: 21, title: '公園にベンチを', money: 80_000 }), agree: 0 },
      { ...makeStatement({ id: 22, title: '金額のない声', money: null }), agree: 0 },
    ];
    server.use(
      loggedIn(aUser()),
      serve(() => aBudget({ phase: 'accepting', projects: [] })),
      http.get('/api/auth/user/statements', () => HttpResponse.json({ data: mine, totalPage: 1 })),
      http.post('/api/auth/budgets/7/projects', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { data: { id: 5, statement_id: 21, title: '公園にベンチを', price: 80_000 } },
          { status: 201 },
        );
      }),
    );
    renderApp('/budgets/7');
    const user = userEvent.setup();
    await user.click(await screen.findByPlaceholderText('声を選択', {}, SLOW));
    // Only a statement with an amount can be entered.
    expect(screen.queryByRole('option', { name: /金額のない声/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '公園にベンチを（80,000円）' }));
    await user.click(screen.getByRole('button', { name: '応募する' }));
    expect(await screen.findByText('応募しました')).toBeTruthy();
    expect(sent).toEqual([{ statement_id: 21 }]);
  });
});
