import { ACCOUNT_ERROR_CODES } from '@iagree/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, type HttpHandler, HttpResponse } from 'msw';
import { configWith, errorAnswer } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, type SentRequest, sentTo, server } from '@/testing/server';
import { aUser } from '@/testing/users';

const sentBody = (sent: SentRequest[], path: string) => sentTo(sent, path).at(-1)?.json();

async function openLoginModal(...handlers: HttpHandler[]) {
  server.use(...handlers);
  const sent = recordRequests();
  renderApp('/event');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'ログイン' }));
  const dialog = await screen.findByRole('dialog', { name: 'ログイン' });
  return { sent, user, dialog };
}

describe('login modal', () => {
  it('asks for both fields before it sends anything (SPEC §5)', async () => {
    const { sent, user, dialog } = await openLoginModal();
    expect(within(dialog).queryByText('メールアドレスは必須です')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'ログイン' }));

    expect(await within(dialog).findByText('メールアドレスは必須です')).toBeTruthy();
    expect(within(dialog).getByText('パスワードは必須です')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/メールアドレス/), 'hanako@example.jp');
    expect(within(dialog).queryByText('メールアドレスは必須です')).toBeNull();
    expect(within(dialog).getByText('パスワードは必須です')).toBeTruthy();
    expect(sentTo(sent, '/api/auth/login')).toHaveLength(0);
  });

  it('switches between its three views, each starting without the last one’s alerts', async () => {
    const { user, dialog } = await openLoginModal(
      http.post('/api/auth/password/create', () =>
        HttpResponse.json({ message: '再設定のご案内を送信しました。' }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'ログイン' }));
    expect(await within(dialog).findByText('メールアドレスは必須です')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '新規登録' }));
    const signup = await screen.findByRole('dialog', { name: '新規登録' });
    expect(within(signup).queryByText('メールアドレスは必須です')).toBeNull();
    expect(within(signup).getByLabelText(/お名前/)).toBeTruthy();

    await user.click(within(signup).getByRole('button', { name: 'ログイン' }));
    const login = await screen.findByRole('dialog', { name: 'ログイン' });
    await user.click(within(login).getByRole('button', { name: 'パスワードをお忘れの方' }));
    const forgot = await screen.findByRole('dialog', { name: 'パスワードをお忘れの方' });
    await user.type(within(forgot).getByLabelText(/メールアドレス/), 'hanako@example.jp{Enter}');
    expect(await within(forgot).findByText('再設定のご案内を送信しました。')).toBeTruthy();

    await user.click(within(forgot).getByRole('button', { name: 'ログインに戻る' }));
    const back = await screen.findByRole('dialog', { name: 'ログイン' });
    expect(within(back).queryByText('再設定のご案内を送信しました。')).toBeNull();
    expect(within(back).getByLabelText(/メールアドレス/)).toHaveProperty('value', '');
  });

  it('logs in with Enter, closes and shows the user in the header', async () => {
    const { sent, user, dialog } = await openLoginModal(
      http.post('/api/auth/login', () => HttpResponse.json({ ...aUser(), access_token: 'secret' })),
    );
    await user.type(within(dialog).getByLabelText(/メールアドレス/), 'Hanako@Example.jp');
    await user.type(within(dialog).getByLabelText(/^パスワード\s*\*?$/), 'correct horse{Enter}');

    expect(await screen.findByRole('button', { name: 'ユーザーメニュー' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sentBody(sent, '/api/auth/login')).toEqual({
      email: 'Hanako@Example.jp',
      password: 'correct horse',
    });
  });

  it('shows a refused login in an error modal, with the fallback text when the server says nothing', async () => {
    const { user, dialog } = await openLoginModal(
      http.post('/api/auth/login', () => HttpResponse.text('oops', { status: 500 })),
    );
    await user.type(within(dialog).getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await user.type(within(dialog).getByLabelText(/^パスワード\s*\*?$/), 'wrong password{Enter}');

    const error = await screen.findByRole('dialog', { name: 'エラー' });
    expect(within(error).getByText('エラーが発生しました。')).toBeTruthy();
    await user.click(within(error).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'エラー' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'ログイン' })).toBeTruthy();
  });

  it('offers to send the activation mail again when the account is not activated', async () => {
    const { sent, user, dialog } = await openLoginModal(
      http.post('/api/auth/login', () =>
        errorAnswer(403, 'メールアドレスの確認が完了していません。', {
          code: ACCOUNT_ERROR_CODES.notActivated,
        }),
      ),
      http.post('/api/auth/signup/resend', () =>
        HttpResponse.json({ message: '確認メールを再送しました。' }),
      ),
    );
    await user.type(within(dialog).getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await user.type(within(dialog).getByLabelText(/^パスワード\s*\*?$/), 'correct horse{Enter}');

    expect(
      await within(dialog).findByText('メールアドレスの確認が完了していません。'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'エラー' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '確認メールを再送する' }));
    expect(await within(dialog).findByText('確認メールを再送しました。')).toBeTruthy();
    expect(await sentBody(sent, '/api/auth/signup/resend')).toEqual({
      email: 'hanako@example.jp',
    });
  });

  it('offers only the social logins the server is configured for', async () => {
    const { dialog } = await openLoginModal(configWith({ facebook: false, line: true }));

    const line = await within(dialog).findByRole('link', { name: 'LINE でログイン' });
    expect(line.getAttribute('href')).toBe('/api/auth/social/line');
    expect(within(dialog).queryByRole('link', { name: 'Facebook でログイン' })).toBeNull();
  });
});
