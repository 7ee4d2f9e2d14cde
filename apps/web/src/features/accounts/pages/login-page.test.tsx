import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { errorAnswer, loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, server } from '@/testing/server';

describe('login page', () => {
  it('activates the account of ?activationToken= on load and says so', async () => {
    server.use(
      http.get('/api/auth/signup/activate/tok-1', () =>
        HttpResponse.json({ message: 'アカウントが有効化されました。', email: 'ken@example.jp' }),
      ),
    );
    const sent = recordRequests();
    renderApp('/login?activationToken=tok-1');

    expect(await screen.findByText('アカウントが有効化されました。')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'ログイン' })).toBeTruthy();
    // The link said whose account it activated: only the password is left to type.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /メールアドレス/ }).value).toBe(
      'ken@example.jp',
    );
    const activations = sent.filter((request) => request.url.pathname.includes('activate'));
    expect(activations).toHaveLength(1);
  });

  it('shows a refused activation link of /auth/signup/activate/:token as a danger alert', async () => {
    server.use(
      http.get('/api/auth/signup/activate/old', () =>
        errorAnswer(422, 'この有効化リンクは期限切れです。', { code: 'token_expired' }),
      ),
    );
    renderApp('/auth/signup/activate/old');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('この有効化リンクは期限切れです。');
  });

  it('says a social login failed when the provider sent the user back with an error', async () => {
    renderApp('/login?socialError=failed');
    expect(
      await screen.findByText('エラーが発生しました。ログインできませんでした。'),
    ).toBeTruthy();
  });

  it('sends a logged-in user to the page the login was asked for, never to another site', async () => {
    server.use(loggedIn());
    const { router } = renderApp('/login?redirect=%2Fevent%2Fnew');
    await screen.findByRole('heading', { level: 1, name: 'イベント作成' });
    expect(router.state.location.pathname).toBe('/event/new');

    const other = renderApp('/login?redirect=%2F%2Fevil.example%2F');
    await screen.findAllByRole('heading', { level: 1, name: 'ホーム' });
    expect(other.router.state.location.pathname).toBe('/');
  });
});
