import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loggedIn, statementPages } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';
import { aUser } from '@/testing/users';

const SLOW = { timeout: 15_000 };

const answered = makeStatement({
  id: 8,
  title: '公園にベンチを',
  status: 'done',
  answer: 'ベンチを3台設置しました。',
  answered_by: '市役所',
  answered_at: '2026-11-20T03:00:00.000Z',
});
const open = makeStatement({ id: 9, title: '街灯を増やして' });

describe('statement status', { timeout: 60_000 }, () => {
  it('celebrates a done statement with its badge and the official answer; an open one has none', async () => {
    server.use(...statementPages([[answered, open]]));
    renderApp('/');
    const card = await screen.findByRole('article', { name: '公園にベンチを' }, SLOW);
    expect(within(card).getByText('実現しました！')).toBeTruthy();
    expect(within(card).getByText('ベンチを3台設置しました。')).toBeTruthy();
    expect(within(card).getByText(/^市役所・/)).toBeTruthy();
    expect(card.dataset.status).toBe('done');
    const other = screen.getByRole('article', { name: '街灯を増やして' });
    expect(within(other).queryByText('受付中')).toBeNull();
  });

  it('keeps the status filter in the address and sends it to the list call', async () => {
    const requests = recordRequests();
    server.use(...statementPages([[answered]]));
    renderApp('/?status=done,in_progress');
    await screen.findByRole('article', { name: '公園にベンチを' }, SLOW);
    const [list] = sentTo(requests, '/api/statements');
    expect(list?.url.searchParams.get('status')).toBe('done,in_progress');
  });

  it('lets role 1 set the status with an answer from the detail; the map loads again', async () => {
    const requests = recordRequests();
    server.use(
      loggedIn(aUser({ role: 1 })),
      ...statementPages([[open]]),
      http.get('/api/statements/:id/comments', () =>
        HttpResponse.json({ data: [], total: 0, next_cursor: null }),
      ),
      http.post('/api/auth/statements/9/status', () =>
        HttpResponse.json({
          data: { ...open, status: 'in_progress', answer: '工事中です', answered_by: '山田 花子' },
        }),
      ),
    );
    // Fresh for longer than the test takes: only the status change can make the map ask again.
    renderApp('/?statement=9', { staleTime: 60 * 60_000 });
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: '状況の設定' }, SLOW);
    const mapReads = () => sentTo(requests, '/api/map/statements').length;
    await waitFor(() => expect(mapReads()).toBeGreaterThan(0), SLOW);
    const readsBefore = mapReads();
    await user.click(within(form).getByRole('combobox', { name: '状況' }));
    await user.click(await screen.findByRole('option', { name: '対応中' }));
    await user.type(within(form).getByRole('textbox', { name: '公式回答' }), '工事中です');
    await user.click(within(form).getByRole('button', { name: '状況を保存' }));
    expect(await screen.findByText('状況と回答を保存しました')).toBeTruthy();
    const [sent] = sentTo(requests, '/api/auth/statements/9/status');
    expect(await sent?.json()).toEqual({ status: 'in_progress', answer: '工事中です' });
    await waitFor(() => expect(mapReads()).toBeGreaterThan(readsBefore), SLOW);
  });
});
