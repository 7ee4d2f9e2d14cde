import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@iagree/contract';
import { errorAnswer, statementPages } from '@/testing/handlers';
import { makeEvent } from '@/testing/event-factory';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';

/** The first render loads the lazy page chunks, which takes a while on a busy machine. */
const SLOW = { timeout: 10_000 };

const taro: PublicUser = {
  id: 2,
  name: '佐藤太郎',
  avatar: null,
  created_at: '2025-04-10T09:00:00.000Z',
  statement_count: 1,
  event_count: 1,
};

function stubServer() {
  server.use(
    http.get('/api/users/:id', ({ params }) =>
      params.id === '2'
        ? HttpResponse.json({ data: taro })
        : errorAnswer(404, 'ユーザーが見つかりません'),
    ),
    ...statementPages([
      [makeStatement({ id: 5, title: '川沿いに街灯を', user_id: 2, username: '佐藤太郎' })],
    ]),
    http.get('/api/events', () =>
      HttpResponse.json({
        data: [makeEvent({ id: 3, title: '清掃の集い' })],
        meta: { current_page: 1, last_page: 1 },
      }),
    ),
  );
  return recordRequests();
}

describe('public profile', () => {
  it('shows the person, their statements with the sort menu and their events, and no e-mail', async () => {
    const requests = stubServer();
    renderApp('/user/2');

    expect(await screen.findByRole('heading', { level: 1, name: '佐藤太郎' }, SLOW)).toBeTruthy();
    expect(screen.getByText('2025年4月から参加')).toBeTruthy();
    expect(screen.getByText('声 1 件')).toBeTruthy();
    expect(screen.getByText('イベント 1 件')).toBeTruthy();
    const statements = screen.getByRole('region', { name: '佐藤太郎さんの声' });
    expect(await within(statements).findByRole('article', { name: '川沿いに街灯を' })).toBeTruthy();
    expect(within(statements).getByRole('combobox', { name: '並び順' })).toBeTruthy();
    const events = screen.getByRole('region', { name: '佐藤太郎さんのイベント' });
    expect(await within(events).findByText('清掃の集い')).toBeTruthy();

    expect(sentTo(requests, '/api/statements')[0]?.url.searchParams.get('user_id')).toBe('2');
    expect(sentTo(requests, '/api/events')[0]?.url.searchParams.get('user_id')).toBe('2');
    expect(document.title).toMatch(/^佐藤太郎さん \|/);
  });

  it('says so for an unknown person and asks for none of their lists', async () => {
    const requests = stubServer();
    renderApp('/user/999');
    expect(
      await screen.findByRole('heading', { name: 'ユーザーが見つかりません' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ホームへ戻る' })).toBeTruthy();
    expect(sentTo(requests, '/api/statements')).toHaveLength(0);
    expect(sentTo(requests, '/api/events')).toHaveLength(0);
  });

  it('is reached from an author’s name in a statement card', async () => {
    stubServer();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: '川沿いに街灯を' }, SLOW);
    await user.click(within(card).getByRole('link', { name: '佐藤太郎' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/2'));
    expect(await screen.findByRole('heading', { level: 1, name: '佐藤太郎' }, SLOW)).toBeTruthy();
  });
});
