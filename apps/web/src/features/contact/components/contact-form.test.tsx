import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { errorAnswer, loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { aUser } from '@/testing/users';

const THANKS = 'お問い合わせありがとうございます。担当者より折り返しご連絡いたします。';

async function openContact() {
  renderApp('/contact');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'お問い合わせ' });
  return user;
}

const CONTACT = '/api/contact';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /お名前/ }), '山田 花子');
  await user.type(screen.getByRole('textbox', { name: /メールアドレス/ }), 'hanako@example.jp');
  await user.type(
    screen.getByRole('textbox', { name: /お問い合わせ内容/ }),
    'ベンチを増やしてください',
  );
}

describe('contact form', () => {
  it('shows no message before a submit, all three after an empty one, and sends nothing', async () => {
    const sent = recordRequests();
    const user = await openContact();
    expect(screen.queryByText('お名前は必須です')).toBeNull();

    await user.click(screen.getByRole('button', { name: '送信する' }));

    expect(await screen.findByText('お名前は必須です')).toBeTruthy();
    expect(screen.getByText('メールアドレスは必須です')).toBeTruthy();
    expect(screen.getByText('お問い合わせ内容は必須です')).toBeTruthy();
    expect(sentTo(sent, CONTACT)).toHaveLength(0);

    // A message goes away as soon as its field is filled in; whitespace does not count.
    await user.type(screen.getByRole('textbox', { name: /お名前/ }), '   ');
    expect(screen.getByText('お名前は必須です')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /お名前/ }), '花子');
    expect(screen.queryByText('お名前は必須です')).toBeNull();
  });

  it('sends the message and shows the server’s thanks in the Done dialog', async () => {
    server.use(http.post(CONTACT, () => HttpResponse.json({ message: THANKS })));
    const sent = recordRequests();
    const user = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));

    const dialog = await screen.findByRole('dialog', { name: '送信完了！' });
    expect(within(dialog).getByText(THANKS)).toBeTruthy();
    expect(await sentTo(sent, CONTACT)[0]?.json()).toEqual({
      name: '山田 花子',
      email: 'hanako@example.jp',
      content: 'ベンチを増やしてください',
      website: '',
    });

    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /お名前/ })).toHaveProperty('value', '');
    expect(screen.queryByText('お名前は必須です')).toBeNull();
  });

  it('shows the Fail dialog with the server message, and Try again sends once more', async () => {
    server.use(http.post(CONTACT, () => errorAnswer(429, 'リクエストが多すぎます。')));
    const sent = recordRequests();
    const user = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));

    const dialog = await screen.findByRole('dialog', { name: '送信できませんでした' });
    expect(within(dialog).getByText('リクエストが多すぎます。')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'もう一度試す' }));
    await waitFor(() => expect(sentTo(sent, CONTACT)).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: /お名前/ })).toHaveProperty('value', '山田 花子');
  });
});

describe('contact form for a logged-in user', () => {
  it('fills in the user’s name and e-mail address', async () => {
    server.use(loggedIn(aUser({ id: 7, name: '佐藤 太郎', email: 'taro@example.jp' })));
    renderApp('/contact');
    expect(await screen.findByDisplayValue('佐藤 太郎')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /メールアドレス/ })).toHaveProperty(
      'value',
      'taro@example.jp',
    );
  });
});
