import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@iagree/contract';
import { loggedIn } from '@/testing/handlers';
import { makeNotification, notificationPage } from '@/testing/notification-factory';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';

const SLOW = { timeout: 15_000 };
const LIST = '/api/auth/notifications';
const READ = '/api/auth/notifications/read';

/** A server that keeps the notifications and marks them read as asked. */
function notificationServer(items: Notification[]) {
  let stored = items;
  return [
    http.get(LIST, () => HttpResponse.json(notificationPage(stored))),
    http.post(READ, async ({ request }) => {
      const body = (await request.json()) as { ids?: number[]; all?: true };
      stored = stored.map((item) =>
        body.all || body.ids?.includes(item.id) ? { ...item, read: true } : item,
      );
      return HttpResponse.json({ unread: stored.filter((item) => !item.read).length });
    }),
  ];
}

describe('notification bell', { timeout: 60_000 }, () => {
  it('says the unread count in its name, and marks all read from its menu', async () => {
    const sent = recordRequests();
    server.use(
      loggedIn(),
      ...notificationServer([
        makeNotification({ message: '佐藤さんがコメントしました' }),
        makeNotification({ message: 'あなたの投稿が10 Agreeに届きました', actor: null }),
        makeNotification(),
        makeNotification({ read: true, message: '既に読んだ通知' }),
      ]),
    );
    renderApp('/');
    const user = userEvent.setup();

    const bell = await screen.findByRole('button', { name: '通知（未読3件）' }, SLOW);
    await user.click(bell);
    const menu = await screen.findByRole('menu', {}, SLOW);
    expect(await within(menu).findByText('佐藤さんがコメントしました', {}, SLOW)).toBeTruthy();
    expect(within(menu).getByText('既に読んだ通知')).toBeTruthy();
    expect(within(menu).getAllByText('未読')).toHaveLength(3);
    expect(within(menu).getByRole('menuitem', { name: 'すべて見る' })).toBeTruthy();
    // A list long enough to scroll is reached by Tab, not only by the arrows (axe's rule).
    expect(within(menu).getByRole('group', { name: '最新の通知' }).tabIndex).toBe(0);

    await user.click(within(menu).getByRole('menuitem', { name: 'すべて既読にする' }));

    expect(await screen.findByRole('button', { name: '通知' })).toBeTruthy();
    expect(await sentTo(sent, READ)[0]?.json()).toEqual({ all: true });
    await waitFor(() => expect(within(menu).queryAllByText('未読')).toHaveLength(0));
  });

  it('marks a notification read and opens its statement when it is clicked', async () => {
    const sent = recordRequests();
    server.use(
      loggedIn(),
      ...notificationServer([makeNotification({ id: 7, link: '/?statement=12' })]),
      // The statement it leads to: home opens its detail from the address.
      http.get('/api/statements/12', () => HttpResponse.json({}, { status: 404 })),
    );
    const { router } = renderApp('/event');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '通知（未読1件）' }, SLOW));
    const menu = await screen.findByRole('menu', {}, SLOW);
    await user.click(await within(menu).findByRole('menuitem', { name: /5分前/ }, SLOW));

    await waitFor(() => expect(router.state.location.search).toBe('?statement=12'));
    expect(router.state.location.pathname).toBe('/');
    expect(await sentTo(sent, READ)[0]?.json()).toEqual({ ids: [7] });
    expect(await screen.findByRole('button', { name: '通知' }, SLOW)).toBeTruthy();
  });

  it('is not there for a guest, who asks for no notifications', async () => {
    const sent = recordRequests();
    renderApp('/');
    await screen.findByRole('button', { name: 'ログイン' }, SLOW);
    expect(screen.queryByRole('button', { name: /^通知/ })).toBeNull();
    expect(sentTo(sent, LIST)).toHaveLength(0);
  });
});
