import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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

const consultations = http.get('/api/consultations', () =>
  HttpResponse.json({
    data: [
      {
        id: 5,
        event_id: null,
        title: '公園の使い方',
        description: '意見をください',
        statements: 12,
        participants: 46,
        created_at: '2026-11-27T00:00:00.000Z',
      },
    ],
  }),
);

describe('consultations on /admin', { timeout: 60_000 }, () => {
  it('lists them for role 1 with their counts and links, and the way to start one', async () => {
    server.use(loggedIn(aUser({ role: 1 })), stats, consultations);
    renderApp('/admin');
    await userEvent.setup().click(await screen.findByRole('tab', { name: '意見募集' }, SLOW));
    const table = await screen.findByRole('table', { name: /意見募集（新しい順）/ }, SLOW);
    const row = within(table).getByRole('row', { name: /公園の使い方/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '46', '結果']);
    expect(within(row).getByRole('link', { name: '公園の使い方' }).getAttribute('href')).toBe(
      '/consultation/5',
    );
    expect(
      within(row).getByRole('link', { name: '「公園の使い方」の結果' }).getAttribute('href'),
    ).toBe('/consultation/5/results');
    expect(screen.getByRole('link', { name: '意見募集を始める' }).getAttribute('href')).toBe(
      '/consultation/new',
    );
    expect(screen.getByRole('link', { name: '意見募集の一覧へ' }).getAttribute('href')).toBe(
      '/consultation',
    );
  });

  it('is not a tab for staff, who do not start consultations', async () => {
    server.use(loggedIn(aUser({ department_ids: [1] })), stats, consultations);
    renderApp('/admin');
    expect(await screen.findByRole('tab', { name: 'ダッシュボード' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '意見募集' })).toBeNull();
  });
});
