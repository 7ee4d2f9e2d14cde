import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedIn } from '@/testing/handlers';
import { mockUpload } from '@/testing/mock-upload';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { aUser } from '@/testing/users';

async function openProfile() {
  server.use(loggedIn(aUser({ avatar: '/media/avatars/old.webp' })));
  const uploads = mockUpload();
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'ホーム' });
  // The file input is hidden behind the button; the browser's accept filter is what the
  // component must not rely on, so the test does not apply it.
  const user = userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'ユーザーメニュー' }));
  await user.click(await screen.findByRole('menuitem', { name: 'プロフィール' }));
  const dialog = await screen.findByRole('dialog', { name: 'プロフィール' });
  const fileInput = () => dialog.querySelector<HTMLInputElement>('input[type="file"]');
  return { user, dialog, uploads, fileInput };
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name = 'me.png', padding = 0) =>
  new File([PNG_SIGNATURE, new Uint8Array(padding)], name, { type: 'image/png' });

describe('profile modal', () => {
  it('shows name and e-mail read-only', async () => {
    const { dialog } = await openProfile();
    expect(within(dialog).getByLabelText('お名前')).toHaveProperty('readOnly', true);
    expect(within(dialog).getByLabelText('メールアドレス')).toHaveProperty(
      'value',
      'hanako@example.jp',
    );
  });

  it('refuses a PDF named .jpg before sending anything, naming the file and the rule', async () => {
    const { user, dialog, uploads, fileInput } = await openProfile();
    const pdf = new File(['%PDF-1.4 hello'], 'scan.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput() as HTMLInputElement, pdf);

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/「scan\.jpg」.*png、jpg、jpeg/);
    expect(within(dialog).queryByRole('button', { name: 'アップロード' })).toBeNull();
    expect(uploads).toHaveLength(0);
  });

  it('refuses a file over 15 MB before sending anything', async () => {
    const { user, dialog, uploads, fileInput } = await openProfile();
    const big = png('big.png', 15 * 1024 * 1024);
    await user.upload(fileInput() as HTMLInputElement, big);

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/「big\.png」.*15 MB/);
    expect(uploads).toHaveLength(0);
  });

  it('previews the picture, shows the upload progress and the new avatar in the header', async () => {
    const { user, dialog, uploads, fileInput } = await openProfile();
    await user.upload(fileInput() as HTMLInputElement, png());
    expect(
      await within(dialog).findByRole('img', { name: '新しいプロフィール画像のプレビュー' }),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'アップロード' }));
    const upload = uploads[0];
    expect(upload?.url).toBe('/api/auth/user/updateAvatar');
    expect((upload?.body.get('avatar') as File).name).toBe('me.png');

    upload?.progress(40, 100);
    const bar = await within(dialog).findByRole('progressbar', {
      name: '画像をアップロードしています',
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));

    upload?.respond({
      body: { avatar: '/media/avatars/new.webp', message: 'アバターを更新しました。' },
    });
    expect(await within(dialog).findByText('アバターを更新しました。')).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    const headerAvatar = within(screen.getByRole('button', { name: 'ユーザーメニュー' })).getByRole(
      'img',
    );
    expect(headerAvatar.getAttribute('src')).toBe('/media/avatars/new.webp');
  });

  it('shows the server’s refusal in an error modal, with its reason for the field', async () => {
    const { user, dialog, uploads, fileInput } = await openProfile();
    await user.upload(fileInput() as HTMLInputElement, png());
    await user.click(await within(dialog).findByRole('button', { name: 'アップロード' }));
    uploads[0]?.respond({
      status: 422,
      body: {
        message: '入力内容を確認してください',
        errors: { avatar: ['png、jpg、jpeg のみアップロードできます'] },
      },
    });

    const error = await screen.findByRole('dialog', { name: 'エラー' });
    expect(within(error).getByRole('alert').textContent).toBe(
      '入力内容を確認してください png、jpg、jpeg のみアップロードできます',
    );
  });
});
