import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Statement } from '@iagree/contract';
import { loggedIn, statementPages } from '@/testing/handlers';
import { mockUpload } from '@/testing/mock-upload';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';

/** A logged-in user on the home screen with these statements. */
function stubServer(list: Statement[]) {
  server.use(loggedIn(), ...statementPages([list]));
}

const SLOW = { timeout: 5000 };

async function openAddModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /どんなことを望みますか/ }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '声を投稿' });
  return { user, dialog };
}

describe('add statement form', () => {
  it('shows SPEC’s messages for a missing title and description and sends nothing', async () => {
    stubServer([]);
    const uploads = mockUpload(() => ({ status: 500, body: {} }));
    renderApp('/');
    const { user, dialog } = await openAddModal();

    await user.click(within(dialog).getByRole('button', { name: '投稿する' }));

    expect(within(dialog).getByText('タイトルは必須です')).toBeTruthy();
    expect(within(dialog).getByText('内容は必須です')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('counts the title’s characters against its limit and says when it is too long', async () => {
    stubServer([]);
    const uploads = mockUpload(() => ({ status: 500, body: {} }));
    renderApp('/');
    const { user, dialog } = await openAddModal();
    const title = within(dialog).getByRole('textbox', { name: 'タイトル' });
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('0 / 200')).toBeTruthy();
    expect(within(dialog).getByText('0 / 10,000')).toBeTruthy();

    await user.type(title, '公園に時計を');
    expect(within(dialog).getByText('6 / 200')).toBeTruthy();
    await user.clear(title);
    await user.click(title);
    await user.paste('あ'.repeat(300));
    await user.type(within(dialog).getByRole('textbox', { name: '内容' }), '説明です');
    await user.click(within(dialog).getByRole('button', { name: '投稿する' }));

    expect(within(dialog).getByText('300 / 200')).toBeTruthy();
    expect(within(dialog).getByText('タイトルは200文字以内で入力してください')).toBeTruthy();
    expect(within(dialog).queryByText('タイトルは必須です')).toBeNull();
    expect(uploads).toHaveLength(0);
  });

  it('posts, closes, says so, and adds the statement at the end of the Most Agree list', async () => {
    stubServer([makeStatement({ id: 1, title: '既存の声', agree_count: 3 })]);
    const created = makeStatement({ id: 2, user_id: 1, title: '新しい声' });
    const uploads = mockUpload(() => ({ status: 201, body: { data: created } }));
    renderApp('/');
    await screen.findByRole('article', { name: '既存の声' }, SLOW);
    const { user, dialog } = await openAddModal();

    await user.type(within(dialog).getByRole('textbox', { name: 'タイトル' }), '新しい声');
    await user.type(within(dialog).getByRole('textbox', { name: '内容' }), '説明です');
    await user.click(within(dialog).getByRole('button', { name: '投稿する' }));

    expect(await screen.findByText('声を投稿しました！')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '声を投稿' })).toBeNull());
    const item = await screen.findByRole('article', { name: '新しい声' });
    expect(within(item).getByText('Top 02')).toBeTruthy();
    expect(uploads[0]?.url).toBe('/api/auth/statements');
    expect(uploads[0]?.body.get('title')).toBe('新しい声');
  });

  it('adds at most five images and names each file it refuses as it is added', async () => {
    stubServer([]);
    renderApp('/');
    const { user, dialog } = await openAddModal();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const png = (name: string) => new File([signature], name, { type: 'image/png' });
    const pdf = new File(['%PDF-1.4'], 'scan.jpg', { type: 'image/jpeg' });

    await user.upload(input as HTMLInputElement, [png('1.png'), pdf, png('2.png')]);
    expect(await within(dialog).findByText('2 / 5 枚')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toMatch(/「scan\.jpg」.*png、jpg、jpeg/);

    await user.upload(
      input as HTMLInputElement,
      ['3', '4', '5', '6'].map((n) => png(`${n}.png`)),
    );
    expect(await within(dialog).findByText('5 / 5 枚')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      '「6.png」は追加できません。画像は5枚までです。',
    );
  });

  it('falls back to the generic message when posting fails without one', async () => {
    stubServer([]);
    mockUpload(() => ({ status: 500, body: {} }));
    renderApp('/');
    const { user, dialog } = await openAddModal();

    await user.type(within(dialog).getByRole('textbox', { name: 'タイトル' }), 'x');
    await user.type(within(dialog).getByRole('textbox', { name: '内容' }), 'y');
    await user.click(within(dialog).getByRole('button', { name: '投稿する' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'エラーが発生しました。',
    );
  });
});
