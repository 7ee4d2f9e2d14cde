import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, type HttpHandler, HttpResponse } from 'msw';
import { errorAnswer } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';

const SENT =
  '有効化用のリンクをメールでお送りしました。メール内のリンクを開いて登録を完了してください。';

async function openSignup(...handlers: HttpHandler[]) {
  server.use(...handlers);
  const sent = recordRequests();
  renderApp('/signup');
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: '新規登録' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      await user.type(field(new RegExp(`^${label}\\s*\\*?$`)), value);
    }
  };
  const submit = () => user.click(within(form).getByRole('button', { name: '登録する' }));
  const signupCalls = () => sentTo(sent, '/api/auth/signup');
  return { user, form, field, fill, submit, signupCalls };
}

const complete = {
  お名前: '山田 花子',
  メールアドレス: 'hanako@example.jp',
  パスワード: 'sakura-2026',
  'パスワード\\(確認\\)': 'sakura-2026',
};

describe('signup form', () => {
  it('names every missing field, including the policy box, and sends nothing', async () => {
    const { form, submit, signupCalls } = await openSignup();
    await submit();

    for (const text of [
      'お名前は必須です',
      'メールアドレスは必須です',
      'パスワードは必須です',
      'パスワード(確認)は必須です',
      '利用規約とプライバシーポリシーに同意してください',
    ]) {
      expect(await within(form).findByText(text)).toBeTruthy();
    }
    expect(signupCalls()).toHaveLength(0);
  });

  it('needs a matching confirmation of at least 8 characters, and the policy accepted', async () => {
    const { user, form, fill, submit, signupCalls } = await openSignup();
    await fill({ ...complete, パスワード: 'short', 'パスワード\\(確認\\)': 'shorter' });
    await submit();

    expect(await within(form).findByText('パスワードは8文字以上で入力してください')).toBeTruthy();
    expect(within(form).getByText('パスワード(確認)が一致しません')).toBeTruthy();
    await user.click(within(form).getByRole('checkbox'));
    expect(within(form).queryByText('利用規約とプライバシーポリシーに同意してください')).toBeNull();
    expect(signupCalls()).toHaveLength(0);
  });

  it('links the policy box to the terms and the privacy policy in a new tab', async () => {
    const { form } = await openSignup();
    const terms = within(form).getByRole('link', { name: '利用規約' });
    expect(terms.getAttribute('href')).toBe('/terms-of-use');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(
      within(form).getByRole('link', { name: 'プライバシーポリシー' }).getAttribute('href'),
    ).toBe('/policy');
  });

  it('sends the fields with the interface language and tells the user to check the mail', async () => {
    const { user, form, fill, submit, signupCalls } = await openSignup(
      http.post('/api/auth/signup', () => HttpResponse.json({ message: SENT }, { status: 201 })),
    );
    await fill(complete);
    await user.click(within(form).getByRole('checkbox'));
    await submit();

    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(await signupCalls()[0]?.json()).toEqual({
      name: '山田 花子',
      email: 'hanako@example.jp',
      password: 'sakura-2026',
      password_confirmation: 'sakura-2026',
      locale: 'ja',
    });
  });

  it('shows the server’s refusal in the error modal and under the field it concerns', async () => {
    const { user, form, fill, submit } = await openSignup(
      http.post('/api/auth/signup', () =>
        errorAnswer(422, '入力内容を確認してください。', {
          errors: {
            password: [
              'よく使われているパスワードのため使用できません。別のパスワードを入力してください',
            ],
          },
        }),
      ),
    );
    await fill(complete);
    await user.click(within(form).getByRole('checkbox'));
    await submit();

    const error = await screen.findByRole('dialog', { name: 'エラー' });
    expect(within(error).getByText('入力内容を確認してください。')).toBeTruthy();
    expect(
      within(form).getByText(
        'よく使われているパスワードのため使用できません。別のパスワードを入力してください',
      ),
    ).toBeTruthy();
  });
});
