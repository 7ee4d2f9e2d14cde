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
const FOLLOW = '/api/auth/statements/9/follow';
const statement = makeStatement({ id: 9, title: '街灯を増やして' });

/** The follow state as the server keeps it: PUT follows, DELETE stops. */
function followServer(initially: boolean) {
  let following = initially;
  return [
    http.get(FOLLOW, () => HttpResponse.json({ following })),
    http.put(FOLLOW, () => HttpResponse.json({ following: (following = true) })),
    http.delete(FOLLOW, () => HttpResponse.json({ following: (following = false) })),
  ];
}

const comments = http.get('/api/statements/:id/comments', () =>
  HttpResponse.json({ data: [], total: 0, next_cursor: null }),
);

describe('follow button', { timeout: 60_000 }, () => {
  it('follows and unfollows a statement from its detail', async () => {
    const sent = recordRequests();
    server.use(loggedIn(), ...statementPages([[statement]]), comments, ...followServer(false));
    renderApp('/?statement=9');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', {}, SLOW);

    await user.click(await within(dialog).findByRole('button', { name: 'フォローする' }, SLOW));
    expect(await within(dialog).findByRole('button', { name: 'フォロー中' })).toBeTruthy();
    expect(await screen.findByText('この投稿をフォローしました。')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'フォロー中' }));
    expect(await within(dialog).findByRole('button', { name: 'フォローする' })).toBeTruthy();
    expect(sentTo(sent, FOLLOW).map((request) => request.method)).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it('shows Following to the author, as the server says', async () => {
    server.use(
      loggedIn(aUser({ id: 2 })),
      ...statementPages([[statement]]),
      comments,
      ...followServer(true),
    );
    renderApp('/?statement=9');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByRole('button', { name: 'フォロー中' }, SLOW)).toBeTruthy();
  });

  it('asks a guest to log in, then follows', async () => {
    const sent = recordRequests();
    server.use(...statementPages([[statement]]), comments, ...followServer(false));
    renderApp('/?statement=9');
    const user = userEvent.setup();
    const detail = await screen.findByRole('dialog', {}, SLOW);
    await user.click(await within(detail).findByRole('button', { name: 'フォローする' }, SLOW));
    expect(sentTo(sent, FOLLOW)).toHaveLength(0);

    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ ...aUser(), access_token: 'secret' })),
      loggedIn(),
    );
    const login = await screen.findByRole('dialog', { name: 'ログイン' }, SLOW);
    expect(within(login).getByRole('note').textContent).toBe(
      'フォローするにはログインしてくださいログインすると、この声をフォローします。',
    );
    await user.type(within(login).getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await user.type(within(login).getByLabelText(/^パスワード\s*\*?$/), 'correct horse{Enter}');

    await waitFor(() =>
      expect(sentTo(sent, FOLLOW).map((request) => request.method)).toContain('PUT'),
    );
    expect(await screen.findByRole('button', { name: 'フォロー中' }, SLOW)).toBeTruthy();
  });
});
