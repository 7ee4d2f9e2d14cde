import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ConsultationSummary } from '@iagree/contract';
import { i18n } from '@/lib/i18n';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const summary = (overrides: Partial<ConsultationSummary> = {}): ConsultationSummary => ({
  id: 5,
  event_id: null,
  title: '公園の使い方',
  description: '公園の使い方について意見をください。',
  statements: 12,
  participants: 46,
  created_at: '2026-11-27T00:00:00.000Z',
  ...overrides,
});

const serve = (data: ConsultationSummary[]) =>
  http.get('/api/consultations', () => HttpResponse.json({ data }));

describe('the consultations’ list', { timeout: 60_000 }, () => {
  it('shows a loader, then each consultation with its counts, to vote on and to see its results; a guest cannot start one', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const data = [summary(), summary({ id: 6, title: '駅前広場', statements: 1, participants: 0 })];
    server.use(
      http.get('/api/consultations', async () => {
        await answered;
        return HttpResponse.json({ data });
      }),
    );
    renderApp('/consultation');
    expect(await screen.findByLabelText('読み込み中…', {}, SLOW)).toBeTruthy();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: '意見募集' }, SLOW)).toBeTruthy();
    const park = await screen.findByRole('article', { name: '公園の使い方' }, SLOW);
    expect(within(park).getByRole('link', { name: '公園の使い方' }).getAttribute('href')).toBe(
      '/consultation/5',
    );
    expect(within(park).getByText('意見 12 件 · 参加 46 人')).toBeTruthy();
    expect(within(park).getByRole('link', { name: '結果を見る' }).getAttribute('href')).toBe(
      '/consultation/5/results',
    );
    expect(screen.getByRole('article', { name: '駅前広場' }).textContent).toContain(
      '意見 1 件 · 参加 0 人',
    );
    expect(screen.queryByRole('link', { name: '意見募集を始める' })).toBeNull();
  });

  it('says when there is none yet, and offers role 1 to start one', async () => {
    server.use(loggedIn(aUser({ role: 1 })), serve([]));
    renderApp('/consultation');
    expect(await screen.findByText('まだ意見募集はありません。', {}, SLOW)).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: '意見募集を始める' })).getAttribute('href'),
    ).toBe('/consultation/new');
  });

  it('is reached from the menu, and speaks English with English plurals', async () => {
    server.use(serve([summary({ statements: 1, participants: 2 })]));
    await i18n.changeLanguage('en');
    try {
      renderApp('/');
      const nav = await screen.findByRole('navigation', { name: 'Main menu' }, SLOW);
      await userEvent.setup().click(within(nav).getByRole('link', { name: 'Consultations' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Consultations' }, SLOW),
      ).toBeTruthy();
      const card = await screen.findByRole('article', { name: '公園の使い方' }, SLOW);
      expect(within(card).getByText('1 statement · 2 participants')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('ja');
    }
  });
});
