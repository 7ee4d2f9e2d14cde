import { ROLES } from '@iagree/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

describe('user menu', () => {
  it('logs out from a guarded page and lands on / as a guest', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': {
        body: {
          id: 1,
          name: '山田 花子',
          email: 'h@example.jp',
          avatar: null,
          role: ROLES.user,
          locale: 'ja',
        },
      },
      'POST /api/auth/logout': { body: { message: 'ok' } },
    });
    const { router } = renderApp('/event/new');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'ユーザーメニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ログアウト' }));

    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    // A POST: the GET that SPEC keeps is one another site could start with a link.
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/auth/logout' && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
