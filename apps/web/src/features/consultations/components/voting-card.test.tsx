import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aConsultation, aConsultationStatement } from '@/testing/consultation-factory';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';

const SLOW = { timeout: 15_000 };
const VOTES = '/api/auth/consultations/5/votes';

/**
 * Consultation 5 with two statements; the server answers the next unvoted one, as the real one
 * does, and records each vote.
 */
function stubServer() {
  const statements = [
    aConsultationStatement(11, '公園にベンチを増やすべきだ'),
    aConsultationStatement(12, '夜は照明を明るく'),
  ];
  const consultation = () => aConsultation(statements);
  server.use(
    loggedIn(),
    http.get('/api/consultations/5', () => HttpResponse.json({ data: consultation() })),
    http.post(VOTES, async ({ request }) => {
      const body = (await request.json()) as { statement_id: number; vote: -1 | 0 | 1 };
      const voted = statements.find((s) => s.id === body.statement_id);
      if (voted) voted.my_vote = body.vote;
      return HttpResponse.json({ data: body });
    }),
    http.delete(`${VOTES}/:statementId`, ({ params }) => {
      const withdrawn = statements.find((s) => s.id === Number(params.statementId));
      if (withdrawn) withdrawn.my_vote = null;
      return HttpResponse.json({ data: { statement_id: withdrawn?.id, vote: null } });
    }),
  );
}

describe('the voting card', { timeout: 60_000 }, () => {
  it('shows one statement at a time with the progress, and moves on after each vote', async () => {
    const sent = recordRequests();
    stubServer();
    renderApp('/consultation/5');
    const user = userEvent.setup();

    const card = () => screen.getByTestId('voting-statement');
    expect((await screen.findByTestId('voting-statement', {}, SLOW)).textContent).toBe(
      '公園にベンチを増やすべきだ',
    );
    expect(screen.getByText('0 / 2 件に投票しました')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '賛成' }));
    expect(await screen.findByText('夜は照明を明るく', {}, SLOW)).toBe(card());
    expect(screen.getByText('1 / 2 件に投票しました')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'パス' }));
    expect(
      await screen.findByText('すべての意見に投票しました。ありがとうございます。', {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '反対' })).toBeNull();
    expect(await Promise.all(sentTo(sent, VOTES).map((request) => request.json()))).toEqual([
      { statement_id: 11, vote: 1 },
      { statement_id: 12, vote: 0 },
    ]);
  });

  it('folds the person’s votes under the card; a withdrawn one comes back to vote on', async () => {
    const sent = recordRequests();
    stubServer();
    renderApp('/consultation/5');
    const user = userEvent.setup();
    await screen.findByTestId('voting-statement', {}, SLOW);
    expect(screen.queryByRole('button', { name: /あなたの投票/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '反対' }));
    await user.click(await screen.findByRole('button', { name: 'あなたの投票（1 件）' }, SLOW));
    const withdraw = await screen.findByRole('button', {
      name: '「公園にベンチを増やすべきだ」への投票を取り消す',
    });
    expect(
      within(screen.getByRole('region', { name: 'あなたの投票（1 件）' })).getByText('反対'),
    ).toBeTruthy();
    await user.click(withdraw);
    expect(await screen.findByText('0 / 2 件に投票しました', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('voting-statement').textContent).toBe('公園にベンチを増やすべきだ');
    expect(screen.queryByRole('button', { name: /あなたの投票/ })).toBeNull();
    expect(sentTo(sent, `${VOTES}/11`).map((request) => request.method)).toEqual(['DELETE']);
  });

  it('asks a guest to log in instead of showing the buttons', async () => {
    stubServer();
    server.use(http.get('/api/auth/user', () => HttpResponse.json({}, { status: 401 })));
    renderApp('/consultation/5');
    const login = await screen.findByRole(
      'link',
      { name: '投票するにはログインしてください' },
      SLOW,
    );
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fconsultation%2F5');
    expect(within(document.body).queryByRole('button', { name: '賛成' })).toBeNull();
  });
});
