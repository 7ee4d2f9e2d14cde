import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, loggedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { aUser } from '@/testing/users';
import { saveFile } from '@/lib/save-file';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const SLOW = { timeout: 15_000 };
const EXPORT = '/api/auth/user/export';
const DELETE = '/api/auth/user/delete';

/** jsdom's Blob has no text(): read it as a browser of 2015 would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.readAsText(blob);
  });

const exported = {
  exported_at: '2026-11-27T08:00:00.000Z',
  profile: { id: 1, name: '山田 花子' },
  settings: { locale: 'ja', notifications: [] },
  statements: [{ id: 3, title: '公園にベンチを' }],
  comments: [],
  events: [],
  event_comments: [],
  agrees: [],
  follows: [],
  reports: [],
  budget_supports: [],
  budget_ballots: [],
  consultation_statements: [],
  consultation_votes: [],
};

describe('account and data', { timeout: 60_000 }, () => {
  it('is reached from the user menu and downloads the data as a JSON file', async () => {
    server.use(
      loggedIn(),
      http.get(EXPORT, () => HttpResponse.json(exported)),
    );
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ユーザーメニュー' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'アカウントとデータ' }));
    expect(router.state.location.pathname).toBe('/settings/account');
    // Each action stands in a section its heading names.
    const deletion = await screen.findByRole('region', { name: 'アカウントを削除（退会）' }, SLOW);
    expect(within(deletion).getByRole('button', { name: 'アカウントを削除する…' })).toBeTruthy();
    const exporting = screen.getByRole('region', { name: 'データをダウンロード' });

    await user.click(within(exporting).getByRole('button', { name: 'データをダウンロード' }));
    expect(
      await screen.findByText(
        'データを iagree-data-1-2026-11-27.json としてダウンロードしました。',
      ),
    ).toBeTruthy();
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('iagree-data-1-2026-11-27.json');
    expect(JSON.parse(await textOf(blob as Blob))).toEqual(exported);
  });

  it('says so when the download fails', async () => {
    server.use(
      loggedIn(),
      http.get(EXPORT, () => errorAnswer(429, 'しばらくしてからお試しください。')),
    );
    renderApp('/settings/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'データをダウンロード' }, SLOW));
    expect(
      await screen.findByText(
        'データをダウンロードできませんでした：しばらくしてからお試しください。',
      ),
    ).toBeTruthy();
  });

  it('deletes the account with the password: a wrong one is said plainly, then home as a guest', async () => {
    let deleted = false;
    server.use(
      http.get('/api/auth/user', () =>
        deleted ? errorAnswer(401, 'ログインしてください。') : HttpResponse.json(aUser()),
      ),
      http.post(DELETE, async ({ request }) => {
        const body = (await request.json()) as { password?: string };
        if (body.password !== 'correct horse battery')
          return errorAnswer(403, 'パスワードが正しくありません。アカウントは削除されていません。');
        deleted = true;
        return HttpResponse.json({
          message: 'アカウントを削除しました。ご利用ありがとうございました。',
        });
      }),
    );
    const sent = recordRequests();
    const { router } = renderApp('/settings/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'アカウントを削除する…' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'アカウントを削除しますか？' });
    // What goes and what stays is said before anything is asked.
    expect(within(dialog).getByText(/退会したユーザー/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'アカウントを削除する' });
    expect(confirm).toHaveProperty('disabled', true);

    const password = within(dialog).getByLabelText(/パスワード/, { selector: 'input' });
    await user.type(password, 'wrong password');
    await user.click(confirm);
    expect(
      await within(dialog).findByText(
        'パスワードが正しくありません。アカウントは削除されていません。',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/account');

    await user.clear(password);
    await user.type(password, 'correct horse battery');
    await user.click(within(dialog).getByRole('checkbox', { name: /投稿した声/ }));
    await user.click(confirm);
    expect(
      await screen.findByText('アカウントを削除しました。ご利用ありがとうございました。'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'ログイン' }, SLOW)).toBeTruthy();
    const bodies = await Promise.all(sentTo(sent, DELETE).map((request) => request.json()));
    expect(bodies).toEqual([
      { password: 'wrong password', delete_content: false },
      { password: 'correct horse battery', delete_content: true },
    ]);
  });

  it('confirms a Facebook or LINE account by a recent login, and offers to log in again', async () => {
    server.use(
      loggedIn(aUser({ has_password: false })),
      http.post(DELETE, () =>
        errorAnswer(403, '確認のため、もう一度ログインしてから10分以内に削除してください。'),
      ),
    );
    const sent = recordRequests();
    renderApp('/settings/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'アカウントを削除する…' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'アカウントを削除しますか？' });
    expect(within(dialog).queryByLabelText(/パスワード/, { selector: 'input' })).toBeNull();
    expect(within(dialog).getByText('Facebook または LINE で登録したアカウントです')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'アカウントを削除する' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toContain('もう一度ログインしてから10分以内');
    expect(
      within(refusal).getByRole('button', { name: 'ログアウトしてログインし直す' }),
    ).toBeTruthy();
    expect(await sentTo(sent, DELETE)[0]?.json()).toEqual({ delete_content: false });
  });
});
