import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO_ORGANISER,
  DEMO_USER,
  bigPngFile,
  brokenPngFile,
  logIn,
  pdfNamedJpg,
  pngFile,
} from './support/demo.ts';

type Upload = ReturnType<typeof pngFile>;

async function choose(page: Page, button: Locator, files: Upload | Upload[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** No request carries the refused file: the browser stops it before any upload. */
function uploadsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) sent.push(request.url());
  });
  return sent;
}

test('the avatar refuses a renamed PDF and a 20 MB file at once, and shows the server’s reason', async ({
  page,
}) => {
  await logIn(page, DEMO_USER);
  await page.goto('/');
  await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
  await page.getByRole('menuitem', { name: 'プロフィール' }).click();
  const profile = page.getByRole('dialog', { name: 'プロフィール' });
  const chooseButton = profile.getByRole('button', { name: '画像を選ぶ' });
  const preview = profile.getByRole('img', { name: '新しいプロフィール画像のプレビュー' });
  const sent = uploadsSent(page);

  await choose(page, chooseButton, pdfNamedJpg('report.jpg'));
  await expect(profile.getByRole('alert')).toHaveText(/「report\.jpg」.*png、jpg、jpeg/);
  await expect(preview).toHaveCount(0);

  await choose(page, chooseButton, bigPngFile('huge.png', 20));
  await expect(profile.getByRole('alert')).toHaveText(/「huge\.png」.*15 MB/);
  await expect(preview).toHaveCount(0);
  expect(sent).toEqual([]);

  // Only the server's decoder finds this one broken: its reason reaches the person.
  await choose(page, chooseButton, brokenPngFile('broken.png'));
  await profile.getByRole('button', { name: 'アップロード' }).click();
  const failure = page.getByRole('dialog', { name: 'エラー' });
  await expect(failure.getByText('png、jpg、jpeg のみアップロードできます')).toBeVisible();
});

test('the event form refuses a renamed PDF and a 20 MB image as they are chosen', async ({
  page,
}) => {
  await logIn(page, DEMO_ORGANISER);
  await page.goto('/event/new');
  const form = page.getByRole('form', { name: 'イベント作成' });
  const sent = uploadsSent(page);

  await choose(
    page,
    form.getByRole('button', { name: '画像を選択: 会社ロゴ' }),
    pdfNamedJpg('logo.jpg'),
  );
  await expect(form.getByText(/「logo\.jpg」.*png、jpg、jpeg/)).toBeVisible();
  await expect(form.getByRole('img', { name: '会社ロゴのプレビュー' })).toHaveCount(0);

  await choose(
    page,
    form.getByRole('button', { name: '画像を選択: イベント画像' }),
    bigPngFile('poster.png', 20),
  );
  await expect(form.getByText(/「poster\.png」.*15 MB/)).toBeVisible();
  await expect(form.getByRole('img', { name: 'イベント画像のプレビュー' })).toHaveCount(0);

  // A good file afterwards is taken, and its field's warning goes.
  await choose(page, form.getByRole('button', { name: '画像を選択: 会社ロゴ' }), pngFile('ok.png'));
  await expect(form.getByRole('img', { name: '会社ロゴのプレビュー' })).toBeVisible();
  await expect(form.getByText(/「logo\.jpg」/)).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('the statement form takes at most five images and refuses oversized ones as they are added', async ({
  page,
}) => {
  await logIn(page, DEMO_USER);
  await page.goto('/');
  await page.getByRole('button', { name: /どんなことを望みますか/ }).click();
  const form = page.getByRole('dialog', { name: '声を投稿' });
  const add = form.getByRole('button', { name: '画像を追加' });

  await choose(page, add, [pngFile('1.png'), pngFile('2.png'), pngFile('3.png')]);
  await expect(form.getByText('3 / 5 枚')).toBeVisible();
  await choose(page, add, [pngFile('4.png'), pngFile('5.png'), pngFile('6.png'), pngFile('7.png')]);
  await expect(form.getByText('5 / 5 枚')).toBeVisible();
  await expect(form.getByRole('img', { name: /^画像 \d$/ })).toHaveCount(5);
  await expect(form.getByRole('alert')).toContainText(/「6\.png」.*5 ?枚/);
  await expect(form.getByRole('alert')).toContainText('「7.png」');
  await expect(add).toBeDisabled();

  await form.getByRole('button', { name: '画像 5 を削除' }).click();
  await choose(page, add, [bigPngFile('huge.png', 20), pdfNamedJpg('scan.jpg')]);
  await expect(form.getByText('4 / 5 枚')).toBeVisible();
  await expect(form.getByRole('alert')).toContainText(/「huge\.png」.*15 MB/);
  await expect(form.getByRole('alert')).toContainText(/「scan\.jpg」.*png、jpg、jpeg/);
  await expect(form.getByRole('alert')).not.toContainText('6.png');
});
