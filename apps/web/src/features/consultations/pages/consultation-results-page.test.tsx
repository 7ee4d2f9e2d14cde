import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ConsultationAnalysis } from '@iagree/contract';
import { aConsultationStatement } from '@/testing/consultation-factory';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const SLOW = { timeout: 15_000 };

const statement = (id: number, text: string) =>
  aConsultationStatement(id, text, { agrees: 3, disagrees: 1, my_vote: 1 });

const analysis: ConsultationAnalysis = {
  participants: 5,
  groups: [
    {
      id: 0,
      size: 3,
      representative: [{ statement_id: 1, agree_in: 1, agree_out: 0 }],
    },
    { id: 1, size: 2, representative: [] },
  ],
  consensus: [{ statement_id: 3, score: 0.6 }],
  points: [
    { x: -1, y: 0, group: 0 },
    { x: -1.1, y: 0.1, group: 0 },
    { x: -0.9, y: 0, group: 0 },
    { x: 1, y: 0, group: 1 },
    { x: 1.2, y: -0.1, group: 1 },
  ],
};

function stubServer(result: ConsultationAnalysis) {
  server.use(
    loggedIn(),
    http.get('/api/consultations/5', () =>
      HttpResponse.json({
        data: {
          id: 5,
          user_id: 99,
          event_id: null,
          title: '公園の使い方',
          description: '意見をください',
          participants: 5,
          statements: [
            statement(1, '駐車場を広げる'),
            statement(2, '緑地を残す'),
            statement(3, 'トイレをきれいに'),
          ],
          next_statement: null,
          created_at: '2026-11-27T00:00:00.000Z',
        },
      }),
    ),
    http.get('/api/consultations/5/analysis', () => HttpResponse.json({ data: result })),
    http.get('/api/auth/consultations/5/my-group', () => HttpResponse.json({ data: { group: 1 } })),
  );
}

describe('the results page', { timeout: 60_000 }, () => {
  it('puts the consensus first, then the map of unnamed dots and each group with its statements', async () => {
    stubServer(analysis);
    renderApp('/consultation/5/results');

    const headings = await screen.findAllByRole('heading', { level: 2 }, SLOW);
    expect(headings.map((h) => h.textContent)).toEqual([
      'どのグループも支持している意見',
      '意見の地図',
      'グループ',
    ]);
    expect(screen.getByText('トイレをきれいに')).toBeTruthy();
    const map = screen.getByRole('img', { name: /5 人の参加者を 2 つのグループ/ });
    expect(map.querySelectorAll('circle')).toHaveLength(5);
    expect(map.textContent).toBe('AB');

    const groupA = screen.getByRole('region', { name: 'グループ A' });
    expect(within(groupA).getByText('駐車場を広げる')).toBeTruthy();
    expect(within(groupA).getByText(/グループ内の賛成 100%/)).toBeTruthy();
    expect(within(groupA).queryByText('あなたはこのグループです')).toBeNull();
    const groupB = screen.getByRole('region', { name: 'グループ B' });
    expect(within(groupB).getByText('あなたはこのグループです')).toBeTruthy();
    expect(
      within(groupB).getByText('このグループだけが目立って支持する意見はありません。'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'votes.csv' }).getAttribute('href')).toBe(
      '/api/consultations/5/export/votes.csv',
    );
  });

  it('says when there is nothing to show yet', async () => {
    stubServer({ participants: 0, groups: [], consensus: [], points: [] });
    renderApp('/consultation/5/results');
    expect(await screen.findByText(/まだ分析できるほどの投票がありません/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
