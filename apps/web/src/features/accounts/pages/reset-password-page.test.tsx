import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { errorAnswer } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';

const TOKEN = 'reset-token-abc';
const CHECK = `/api/auth/password/reset/${TOKEN}`;
const RESET = '/api/auth/password/reset';
const validToken = http.get(CHECK, () =>
  HttpResponse.json({ email: 'hanako@example.jp', token: TOKEN }),
);

describe('reset password page', () => {
  it('checks the token and, when it is refused, shows the server’s message and no form', async () => {
    server.use(
      http.get(CHECK, () =>
        errorAnswer(422, 'このパスワード再設定リンクは期限切れです。', { code: 'token_expired' }),
      ),
    );
    renderApp(`/api/password/reset/${TOKEN}`);

    expect(await screen.findByText('このパスワード再設定リンクは期限切れです。')).toBeTruthy();
    expect(screen.queryByLabelText(/新しいパスワード/)).toBeNull();
    expect(screen.getByRole('link', { name: '新しいリンクを申し込む' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('asks for both passwords, changes it, and opens the login modal on / with the e-mail filled in', async () => {
    server.use(
      validToken,
      http.post(RESET, () => HttpResponse.json({ message: 'パスワードを変更しました。' })),
    );
    const sent = recordRequests();
    const { router } = renderApp(`/api/password/reset/${TOKEN}`);
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'パスワード再設定' });
    expect(within(form).getByDisplayValue('hanako@example.jp')).toHaveProperty('readOnly', true);
    await user.click(within(form).getByRole('button', { name: 'パスワードを変更する' }));
    expect(await within(form).findByText('パスワードは必須です')).toBeTruthy();
    expect(within(form).getByText('パスワード(確認)は必須です')).toBeTruthy();

    await user.type(within(form).getByLabelText(/^新しいパスワード\s*\*?$/), 'new-sakura-2026');
    await user.type(
      within(form).getByLabelText(/^新しいパスワード\(確認\)/),
      'new-sakura-2026{Enter}',
    );

    const modal = await screen.findByRole('dialog', { name: 'ログイン' });
    expect(router.state.location.pathname).toBe('/');
    expect(within(modal).getByText('パスワードを変更しました。')).toBeTruthy();
    expect(within(modal).getByLabelText(/メールアドレス/)).toHaveProperty(
      'value',
      'hanako@example.jp',
    );
    expect(await sentTo(sent, RESET)[0]?.json()).toEqual({
      email: 'hanako@example.jp',
      token: TOKEN,
      password: 'new-sakura-2026',
      password_confirmation: 'new-sakura-2026',
    });
  });

  it('keeps the form and shows a refused change as a danger alert', async () => {
    server.use(
      validToken,
      http.post(RESET, () =>
        errorAnswer(404, 'このパスワード再設定リンクは正しくないか、すでに使用されています。'),
      ),
    );
    renderApp(`/api/password/reset/${TOKEN}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'パスワード再設定' });
    await user.type(within(form).getByLabelText(/^新しいパスワード\s*\*?$/), 'new-sakura-2026');
    await user.type(
      within(form).getByLabelText(/^新しいパスワード\(確認\)/),
      'new-sakura-2026{Enter}',
    );

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('すでに使用されています');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
