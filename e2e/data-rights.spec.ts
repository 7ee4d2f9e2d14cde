import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { activatedAccount, freshEmail } from './support/accounts.ts';
import { DEMO_USER, logIn } from './support/demo.ts';
import { noTiles } from './support/map.ts';

const PASSWORD = 'e2e data rights passphrase';
const FORMER = '退会したユーザー';

/**
 * Issue 30 items 10 and 11: a person takes a copy of their data and leaves; what they wrote
 * stays under a neutral name, linked to no profile, and the address can sign up again.
 */
test('a person exports their data and deletes their account; others see a former member', async ({
  page,
  browser,
}) => {
  // Signup by mail, posts, download, deletion and a second person's view: over a minute on
  // two shared cores.
  test.slow();
  await noTiles(page);
  const email = freshEmail('leaving');
  await activatedAccount(page.request, email, PASSWORD);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { id: userId } = (await login.json()) as { id: number };

  // The demo user's statement, which the leaving person comments on (a notification for her).
  const hanako = await (await browser.newContext()).newPage();
  await noTiles(hanako);
  await logIn(hanako, DEMO_USER);
  const hers = await hanako.request.post('/api/auth/statements', {
    multipart: { title: `e2e 退会の前に ${Date.now()}`, description: 'e2e' },
  });
  expect(hers.ok()).toBe(true);
  const { data: herStatement } = (await hers.json()) as { data: { id: number } };
  const title = `e2e 退会する人の声 ${Date.now()}`;
  const mine = await page.request.post('/api/auth/statements', {
    multipart: { title, description: '残る声です。' },
  });
  expect(mine.ok()).toBe(true);
  const { data: myStatement } = (await mine.json()) as { data: { id: number } };
  const commented = await page.request.post('/api/auth/comments', {
    data: { statement_id: herStatement.id, comment: '私も賛成です' },
  });
  expect(commented.ok()).toBe(true);

  await test.step('downloads the data from the account menu', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
    await page.getByRole('menuitem', { name: 'アカウントとデータ' }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'データをダウンロード' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^iagree-data-${userId}-\\d{4}-\\d\\d-\\d\\d\\.json$`),
    );
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string };
      statements: { title: string }[];
      comments: { comment: string }[];
    };
    expect(data.profile.email).toBe(email);
    expect(data.statements.map((statement) => statement.title)).toEqual([title]);
    expect(data.comments.map((comment) => comment.comment)).toEqual(['私も賛成です']);
    await expect(page.getByText(/としてダウンロードしました/)).toBeVisible();
  });

  await test.step('deletes the account: a wrong password changes nothing', async () => {
    await page.getByRole('button', { name: 'アカウントを削除する…' }).click();
    const dialog = page.getByRole('dialog', { name: 'アカウントを削除しますか？' });
    const password = dialog.getByRole('textbox', { name: 'パスワード', exact: true });
    await password.fill('not my password');
    await dialog.getByRole('button', { name: 'アカウントを削除する' }).click();
    await expect(
      dialog.getByText('パスワードが正しくありません。アカウントは削除されていません。'),
    ).toBeVisible();
    expect((await page.request.get('/api/auth/user')).ok()).toBe(true);

    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'アカウントを削除する' }).click();
    await expect(
      page.getByText('アカウントを削除しました。ご利用ありがとうございました。'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン' })).toBeVisible();
  });

  await test.step('the profile is gone and the address can sign up again', async () => {
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.get(`/api/users/${userId}`)).status()).toBe(404);
    const again = await page.request.post('/api/auth/signup', {
      data: {
        name: 'また参加',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        locale: 'ja',
      },
    });
    expect(again.status()).toBe(201);
  });

  await test.step('others see a former member, named without a link', async () => {
    await hanako.goto(`/?statement=${myStatement.id}`);
    const detail = hanako.getByRole('dialog');
    await expect(detail.getByText(title)).toBeVisible();
    await expect(detail.getByText(FORMER, { exact: true })).toBeVisible();
    await expect(detail.locator(`a[href="/user/${userId}"]`)).toHaveCount(0);

    await hanako.goto('/notifications');
    await expect(
      hanako.getByText(new RegExp(`^${FORMER}さんがあなたの声「e2e 退会の前に`)).first(),
    ).toBeVisible();
  });
  await hanako.context().close();
});
