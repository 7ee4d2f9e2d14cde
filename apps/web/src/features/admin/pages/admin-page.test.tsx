import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CityStats, Department } from '@iagree/contract';
import { errorAnswer, loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const counts = (open: number, done: number) => ({
  open,
  under_review: 0,
  in_progress: 0,
  done,
  declined: 0,
});

const STATS: CityStats = {
  by_department: [
    { department: { id: 1, name: '道路課' }, counts: counts(3, 2) },
    { department: null, counts: counts(1, 0) },
  ],
  by_category: [{ category: { id: 1, category: '環境・ごみ' }, counts: counts(4, 2) }],
  per_week: [
    { week_start: '2026-11-16', count: 4 },
    { week_start: '2026-11-23', count: 2 },
  ],
  response_times: {
    first_response_days: 2.5,
    done_days: null,
    by_department: [
      { department: { id: 1, name: '道路課' }, first_response_days: 2.5, done_days: null },
    ],
  },
  oldest_unanswered: [
    {
      id: 42,
      title: '信号が見えにくい',
      department: null,
      created_at: '2026-10-01T00:00:00.000Z',
      days_waiting: 57,
    },
  ],
};

const ROADS: Department = {
  id: 1,
  name: '道路課',
  categories: [{ id: 1, category: '環境・ごみ' }],
  area: null,
  members: [],
  statements: 0,
  created_at: '2026-11-01T00:00:00.000Z',
};

const withStats = () => http.get('/api/auth/admin/stats', () => HttpResponse.json(STATS));
const withDepartments = (departments: Department[]) =>
  http.get('/api/auth/admin/departments', () => HttpResponse.json({ data: departments }));

describe('the city desk at /admin', { timeout: 60_000 }, () => {
  it('shows each chart’s figures as a table, and the oldest unanswered with links', async () => {
    server.use(loggedIn(aUser({ department_ids: [1] })), withStats());
    renderApp('/admin');
    const byDepartment = await screen.findByRole('table', { name: '部署別の状況の数値' }, SLOW);
    const roads = within(byDepartment).getByRole('row', { name: /道路課/ });
    expect(
      within(roads)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '0', '0', '2', '0', '5']);
    expect(within(byDepartment).getByRole('rowheader', { name: '担当部署なし' })).toBeTruthy();
    const times = screen.getByRole('table', { name: '応答までの日数（中央値）の数値' });
    expect(within(times).getByRole('row', { name: /全体/ }).textContent).toContain('2.5日');
    expect(within(times).getByRole('row', { name: /全体/ }).textContent).toContain('—');
    const weeks = screen.getByRole('table', { name: '週ごとの新しい声の数値' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '#42 信号が見えにくい' }).getAttribute('href')).toBe(
      '/?statement=42',
    );
    // Staff read the dashboard; departments are role 1's.
    expect(screen.queryByRole('tab', { name: '部署と職員' })).toBeNull();
  });

  it('is closed to anyone but role 1 and staff', async () => {
    server.use(loggedIn(aUser()));
    renderApp('/admin');
    expect(
      await screen.findByText('このページは管理者と部署の職員だけが開けます。', {}, SLOW),
    ).toBeTruthy();
  });

  it('lets role 1 create a department, refusing what the contract refuses first', async () => {
    const requests = recordRequests();
    let created: unknown;
    server.use(
      loggedIn(aUser({ role: 1 })),
      withStats(),
      withDepartments([ROADS]),
      http.post('/api/auth/admin/departments', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(
          {
            data: {
              ...ROADS,
              id: 2,
              name: '練馬公園課',
              area: { type: 'municipality', name: '東京都練馬区' },
            },
          },
          { status: 201 },
        );
      }),
    );
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '部署と職員' }, SLOW));
    expect(await screen.findByRole('region', { name: '道路課' }, SLOW)).toBeTruthy();
    const submit = screen.getByRole('button', { name: '部署を作成' });
    await user.click(submit);
    expect(await screen.findByText('部署名を入力してください')).toBeTruthy();
    expect(screen.getByText('部署が担当するカテゴリーを1つ以上選んでください')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /部署名/ }), '練馬公園課');
    await user.click(screen.getByPlaceholderText('カテゴリーを選択'));
    await user.click(await screen.findByRole('option', { name: '環境・ごみ' }));
    await user.click(screen.getByRole('radio', { name: 'GeoJSON' }));
    await user.type(screen.getByRole('textbox', { name: /GeoJSON の Polygon/ }), 'not json');
    await user.click(submit);
    expect(await screen.findByText(/区域は市区町村名か GeoJSON の Polygon/)).toBeTruthy();
    expect(
      sentTo(requests, '/api/auth/admin/departments').filter((r) => r.method === 'POST'),
    ).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '市区町村' }));
    await user.type(screen.getByRole('textbox', { name: /市区町村名/ }), '練馬区');
    await user.click(submit);
    expect(await screen.findByText('部署「練馬公園課」を作成しました')).toBeTruthy();
    expect(created).toEqual({ name: '練馬公園課', category_ids: [1], area: '練馬区' });
  });

  it('shows the server’s refusal of a new staff member under the field', async () => {
    server.use(
      loggedIn(aUser({ role: 1 })),
      withStats(),
      withDepartments([ROADS]),
      http.post('/api/auth/admin/departments/1/members', () =>
        errorAnswer(422, '入力内容を確認してください。', {
          errors: { user_id: ['このユーザーは見つかりません。'] },
        }),
      ),
    );
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '部署と職員' }, SLOW));
    const card = await screen.findByRole('region', { name: '道路課' }, SLOW);
    await user.type(within(card).getByRole('textbox', { name: /ユーザーID/ }), '999');
    await user.click(within(card).getByRole('button', { name: '職員に追加' }));
    expect(await within(card).findByText('このユーザーは見つかりません。')).toBeTruthy();
  });

  it('takes a staff member off a department from its card', async () => {
    const removed = { ...ROADS, members: [] };
    let members = [{ id: 7, name: '山田 太郎' }];
    const requests = recordRequests();
    server.use(
      loggedIn(aUser({ role: 1 })),
      withStats(),
      http.get('/api/auth/admin/departments', () =>
        HttpResponse.json({ data: [{ ...ROADS, members }] }),
      ),
      http.delete('/api/auth/admin/departments/1/members/7', () => {
        members = [];
        return HttpResponse.json({ data: removed });
      }),
    );
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '部署と職員' }, SLOW));
    const card = await screen.findByRole('region', { name: '道路課' }, SLOW);
    await user.click(within(card).getByRole('button', { name: '山田 太郎さんを職員から外す' }));
    expect(await screen.findByText('山田 太郎さんを職員から外しました', {}, SLOW)).toBeTruthy();
    expect(await within(card).findByText('まだ職員がいません。', {}, SLOW)).toBeTruthy();
    expect(
      sentTo(requests, '/api/auth/admin/departments/1/members/7').map((r) => r.method),
    ).toEqual(['DELETE']);
  });
});
