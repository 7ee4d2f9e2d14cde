import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Consultation, ConsultationStatement } from '@iagree/contract';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, server } from '@/testing/server';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const pending = (id: number, text: string): ConsultationStatement => ({
  id,
  text,
  status: 'pending',
  agrees: 0,
  disagrees: 0,
  passes: 0,
  my_vote: null,
  mine: false,
  created_at: '2026-11-27T00:00:00.000Z',
});

/** Consultation 5, run by user 1, with two proposed statements waiting for a decision. */
function stubServer() {
  const consultation: Consultation = {
    id: 5,
    user_id: 1,
    event_id: null,
    title: '公園の使い方',
    description: '意見をください',
    participants: 0,
    statements: [pending(21, 'ベンチを増やす'), pending(22, '夜は照明を明るく')],
    next_statement: null,
    created_at: '2026-11-27T00:00:00.000Z',
  };
  server.use(
    loggedIn(aUser({ id: 1 })),
    http.get('/api/consultations/5', () => HttpResponse.json({ data: consultation })),
    http.post('/api/auth/consultations/5/statements/:statementId/moderation', async () => {
      await delay(300);
      return HttpResponse.json({ data: { id: 22, status: 'approved' } });
    }),
  );
}

describe('statements waiting for approval', { timeout: 60_000 }, () => {
  it('names each decision by its statement and sends the one clicked, showing it at work', async () => {
    const sent = recordRequests();
    stubServer();
    renderApp('/consultation/5');
    const user = userEvent.setup();

    const heading = await screen.findByRole('heading', { name: '確認を待っている意見' }, SLOW);
    const section = heading.parentElement!;
    const approvals = within(section).getAllByRole('button', { name: '承認する' });
    expect(
      approvals.map(
        (button) => document.getElementById(button.getAttribute('aria-describedby')!)?.textContent,
      ),
    ).toEqual(['ベンチを増やす', '夜は照明を明るく']);

    await user.click(approvals[1]!);
    expect(approvals[1]!.getAttribute('data-loading')).toBe('true');
    expect(approvals[0]!.getAttribute('data-loading')).toBeNull();
    for (const button of within(section).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect(await screen.findByText('承認しました', {}, SLOW)).toBeTruthy();
    const moderation = sent.filter((request) => request.url.pathname.endsWith('/moderation'));
    expect(moderation.map((request) => request.url.pathname)).toEqual([
      '/api/auth/consultations/5/statements/22/moderation',
    ]);
    expect(await moderation[0]!.json()).toEqual({ approve: true });
  });
});
