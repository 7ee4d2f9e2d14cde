import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { guestRoutes, userRoutes } from '@/testing/users';

describe('login page', () => {
  it('activates the account of ?activationToken= on load and says so', async () => {
    const fetchMock = mockFetch({
      ...guestRoutes,
      'GET /api/auth/signup/activate/tok-1': {
        body: { message: 'アカウントが有効化されました。' },
      },
    });
    renderApp('/login?activationToken=tok-1');

    expect(await screen.findByText('アカウントが有効化されました。')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'ログイン' })).toBeTruthy();
    const activations = fetchMock.mock.calls.filter(([url]) => String(url).includes('activate'));
    expect(activations).toHaveLength(1);
  });

  it('shows a refused activation link of /auth/signup/activate/:token as a danger alert', async () => {
    mockFetch({
      ...guestRoutes,
      'GET /api/auth/signup/activate/old': {
        status: 422,
        body: { message: 'この有効化リンクは期限切れです。', code: 'token_expired' },
      },
    });
    renderApp('/auth/signup/activate/old');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('この有効化リンクは期限切れです。');
  });

  it('says a social login failed when the provider sent the user back with an error', async () => {
    mockFetch(guestRoutes);
    renderApp('/login?socialError=failed');
    expect(
      await screen.findByText('エラーが発生しました。ログインできませんでした。'),
    ).toBeTruthy();
  });

  it('sends a logged-in user to the page the login was asked for, never to another site', async () => {
    mockFetch(userRoutes());
    const { router } = renderApp('/login?redirect=%2Fevent%2Fnew');
    await screen.findByRole('heading', { level: 1, name: 'イベント作成' });
    expect(router.state.location.pathname).toBe('/event/new');

    const other = renderApp('/login?redirect=%2F%2Fevil.example%2F');
    await screen.findAllByRole('heading', { level: 1, name: 'ホーム' });
    expect(other.router.state.location.pathname).toBe('/');
  });
});
