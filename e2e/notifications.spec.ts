import { expect, test, type Browser, type Page } from '@playwright/test';
import { activatedAccount, freshEmail } from './support/accounts.ts';
import { noTiles } from './support/map.ts';

const PASSWORD = 'e2e-notifications-2026';

/**
 * Several browsers at once on a shared machine: pages settle more slowly than one alone, and a
 * page's first visit in a context loads its chunks (home's list and map are the heaviest).
 */
const see = expect.configure({ timeout: 40_000 });

/** A fresh activated account, logged in in a browser context of its own. */
async function personPage(browser: Browser, label: string): Promise<{ page: Page }> {
  const page = await (await browser.newContext()).newPage();
  await noTiles(page);
  const email = freshEmail(label);
  await activatedAccount(page.request, email, PASSWORD);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return { page };
}

/** A statement without a place (it covers no demo pin), posted through the API. */
async function postStatement(page: Page, title: string): Promise<number> {
  const created = await page.request.post('/api/auth/statements', {
    multipart: { title, description: '通知の e2e で使う声です。' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** What the app hears when the reader comes back to the tab: the bell asks again. */
const comeBack = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

test.describe('notifications', () => {
  test.describe.configure({ timeout: 180_000 });

  test('B comments on A’s statement: A’s bell count rises and its link opens the statement', async ({
    browser,
  }) => {
    const a = await personPage(browser, 'notify-a');
    const b = await personPage(browser, 'notify-b');
    const title = `e2e 通知の声 ${Date.now()}`;
    const id = await postStatement(a.page, title);

    await a.page.goto('/event');
    const banner = a.page.getByRole('banner');
    await see(banner.getByRole('button', { name: '通知', exact: true })).toBeVisible();

    const commented = await b.page.request.post('/api/auth/comments', {
      data: { statement_id: id, comment: 'e2e のコメントです' },
    });
    expect(commented.status()).toBe(201);

    // Coming back to the tab asks at once, rather than at the next minute's poll.
    const bell = banner.getByRole('button', { name: '通知（未読1件）' });
    await expect(async () => {
      await comeBack(a.page);
      await expect(bell).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    await bell.click();
    const item = a.page.getByRole('menuitem').filter({ hasText: title });
    await see(item).toBeVisible();
    await item.click();

    await see(a.page).toHaveURL(new RegExp(`/\\?statement=${id}$`));
    await see(a.page.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
    await see(banner.getByRole('button', { name: '通知', exact: true })).toBeVisible();
  });

  test('notification settings are saved from the user menu and kept', async ({ browser }) => {
    const { page } = await personPage(browser, 'notify-settings');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'ユーザーメニュー' }).click();
    await page.getByRole('menuitem', { name: '通知の設定' }).click();
    await see(page.getByRole('heading', { level: 1, name: '通知の設定' })).toBeVisible();

    const milestones = page.getByRole('radiogroup', { name: 'Agree 数の節目' });
    await see(milestones.getByRole('radio', { name: '毎日のまとめ' })).toBeChecked();
    await milestones.getByRole('radio', { name: '即時' }).check();
    await page.getByRole('button', { name: '保存する' }).click();
    await see(page.getByText('通知の設定を保存しました。')).toBeVisible();

    await page.reload();
    await see(milestones.getByRole('radio', { name: '即時' })).toBeChecked();
    await expect(
      page
        .getByRole('radiogroup', { name: 'コメント', exact: true })
        .getByRole('radio', { name: '即時' }),
    ).toBeChecked();
  });

  test('My statements lists what I posted and what I follow', async ({ browser }) => {
    const a = await personPage(browser, 'mine-a');
    const b = await personPage(browser, 'mine-b');
    const title = `e2e フォローする声 ${Date.now()}`;
    const id = await postStatement(a.page, title);

    // B follows A's statement from its detail.
    await b.page.goto(`/?statement=${id}`);
    const detail = b.page.getByRole('dialog');
    // By text: on a first load straight into the detail, Chromium was seen to leave the modal's
    // body out of the accessibility tree for a long while although it was shown.
    await see(detail.getByText(title, { exact: true })).toBeVisible();
    await detail.getByText('フォローする', { exact: true }).click();
    await see(detail.getByText('フォロー中', { exact: true })).toBeVisible();
    await b.page.keyboard.press('Escape');

    await b.page.getByRole('banner').getByRole('button', { name: 'ユーザーメニュー' }).click();
    await b.page.getByRole('menuitem', { name: 'わたしの投稿' }).click();
    await see(b.page.getByRole('heading', { level: 1, name: 'わたしの投稿' })).toBeVisible();
    await see(b.page.getByText(/まだ投稿がありません/)).toBeVisible();
    await b.page.getByRole('tab', { name: 'フォロー中' }).click();
    const followed = b.page.getByRole('link', { name: title });
    await see(followed).toBeVisible();
    await followed.click();
    await see(b.page.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();

    // A sees their own under Posted, from the sidebar, and follows it from the start.
    await a.page.goto('/');
    await a.page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', {
        name: 'わたしの投稿',
      })
      .click();
    const posted = a.page.getByRole('listitem').filter({ hasText: title });
    await see(posted).toBeVisible();
    await expect(posted.getByText('受付中')).toBeVisible();
    await expect(posted.getByText('コメント 0 件')).toBeVisible();
    await a.page.getByRole('tab', { name: 'フォロー中' }).click();
    await see(a.page.getByText(/フォロー中の投稿はありません/)).toBeVisible();
  });
});
