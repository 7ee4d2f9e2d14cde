import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aConsultation, aConsultationStatement } from '@/testing/consultation-factory';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, server } from '@/testing/server';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

/** Consultation 5, run by user 1, with two proposed statements waiting for a decision. */
function stubServer() {
  const waiting = { status: 'pending' } as const;
  const consultation = aConsultation(
    [
      aConsultationStatement(21, 'ベンチを増やす', waiting),
      aConsultationStatement(22, '夜は照明を明るく', waiting),
    ],
    { user_id: 1, participants: 0, next_statement: null },
  );
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
