import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';

describe('user menu', () => {
  it('logs out from a guarded page and lands on / as a guest', async () => {
    server.use(
      loggedIn(),
      http.post('/api/auth/logout', () => HttpResponse.json({ message: 'ok' })),
    );
    const sent = recordRequests();
    const { router } = renderApp('/event/new');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'ユーザーメニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ログアウト' }));

    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    // A POST: the GET that SPEC keeps is one another site could start with a link.
    expect(sentTo(sent, '/api/auth/logout').map((request) => request.method)).toEqual(['POST']);
  });
});
