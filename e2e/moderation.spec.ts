import { expect, test, type Browser, type Page } from '@playwright/test';
import { activatedAccount, freshEmail } from './support/accounts.ts';
import { DEMO_ORGANISER, logIn } from './support/demo.ts';
import { showList } from './support/list.ts';

const PASSWORD = 'e2e-moderation-2026';

/** Several browsers at once on a shared machine: pages settle more slowly than one alone. */
const see = expect.configure({ timeout: 20_000 });

/** A page of its own context, logged in as a fresh account (or nobody). */
async function pageAs(browser: Browser, email?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (email) {
    const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(res.ok()).toBe(true);
  }
  return page;
}

async function freshAccount(page: Page, label: string) {
  const email = freshEmail(label);
  await activatedAccount(page.request, email, PASSWORD);
  return email;
}

/** A statement without a place (it covers no demo pin) and one comment on it, by `author`. */
async function statementWithComment(author: Page, title: string, comment: string) {
  const created = await author.request.post('/api/auth/statements', {
    multipart: { title, description: 'モデレーションの e2e で使う声です。' },
  });
  expect(created.status()).toBe(201);
  const { data: statement } = await created.json();
  const commented = await author.request.post('/api/auth/comments', {
    data: { statement_id: statement.id, comment },
  });
  expect(commented.status()).toBe(201);
  return { statementId: statement.id as number, commentId: (await commented.json()).data.id };
}

test.describe('moderation', () => {
  // Each test signs up its own accounts through the mail and drives several browsers.
  test.describe.configure({ timeout: 120_000 });

  test('three reports hide a comment from guests; a moderator restores it', async ({
    browser,
    page,
  }) => {
    const emails = [
      await freshAccount(page, 'author'),
      await freshAccount(page, 'reporter1'),
      await freshAccount(page, 'reporter2'),
      await freshAccount(page, 'reporter3'),
    ];
    const [author, ...reporters] = await Promise.all(emails.map((email) => pageAs(browser, email)));
    const comment = `e2e 通報されるコメント ${Date.now()}`;
    const title = `e2e 通報の声 ${Date.now()}`;
    const { statementId, commentId } = await statementWithComment(author!, title, comment);

    // The first reporter uses the comment's menu and the reasons modal.
    const first = reporters[0]!;
    await first.goto(`/?statement=${statementId}`);
    const detail = first.getByRole('dialog', { name: '声の詳細' });
    await detail.getByRole('button', { name: 'E2E 利用者さんのコメントの操作' }).click();
    await first.getByRole('menuitem', { name: '報告する' }).click();
    const form = first.getByRole('dialog', { name: '報告する' });
    await form.getByRole('radio', { name: '攻撃的・不快な内容' }).check();
    await form.getByRole('textbox', { name: '詳細（任意）' }).fill('e2e の報告');
    await form.getByRole('button', { name: '報告する' }).click();
    await see(first.getByText('報告を受け付けました。ご協力ありがとうございます。')).toBeVisible();

    for (const reporter of reporters.slice(1)) {
      const res = await reporter.request.post('/api/auth/reports', {
        data: { target_type: 'comment', target_id: commentId, reason: 'spam' },
      });
      expect(res.status()).toBe(201);
    }

    const guest = await pageAs(browser);
    await guest.goto(`/?statement=${statementId}`);
    const guestDetail = guest.getByRole('dialog', { name: '声の詳細' });
    await see(guestDetail.getByRole('heading', { name: title })).toBeVisible();
    await see(guestDetail.getByText(comment)).toHaveCount(0);

    // Its author still sees it, marked as hidden.
    await author!.goto(`/?statement=${statementId}`);
    await see(author!.getByRole('dialog', { name: '声の詳細' }).getByText(comment)).toBeVisible();
    await see(author!.getByText(/複数の報告があったため非表示/)).toBeVisible();

    await logIn(page, DEMO_ORGANISER);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: 'モデレーション' })
      .click();
    await see(page).toHaveURL(/\/moderation$/);
    const card = page.locator(`[data-target="comment-${commentId}"]`);
    await see(card.getByText('報告 3件')).toBeVisible();
    await see(card.getByText('報告により非表示')).toBeVisible();
    await card.getByRole('button', { name: '復元' }).click();
    const confirm = page.getByRole('dialog', { name: '復元' });
    await confirm.getByRole('textbox').fill('問題のない内容でした');
    await confirm.getByRole('button', { name: '実行する' }).click();
    await see(card).toHaveCount(0);
    await page.getByRole('tab', { name: '操作履歴' }).click();
    await see(page.getByRole('cell', { name: '問題のない内容でした' })).toBeVisible();

    await guest.reload();
    await see(guest.getByRole('dialog', { name: '声の詳細' }).getByText(comment)).toBeVisible();
  });

  test('a blocked user reads but cannot post', async ({ browser, page }) => {
    const email = await freshAccount(page, 'blocked');
    const user = await pageAs(browser, email);
    const me = await (await user.request.get('/api/auth/user')).json();
    await logIn(page, DEMO_ORGANISER);
    const blocked = await page.request.post(`/api/auth/moderation/users/${me.id}/block`, {
      data: { reason: 'e2e の停止' },
    });
    expect(blocked.ok()).toBe(true);

    await user.goto('/');
    await see(user.getByText(/このアカウントは管理者によって停止されています/)).toBeVisible();
    // The composer gives way to why (issue 29 item 14); the server's refusal of a post sent
    // anyway is the integration tests' (moderation/moderation-access.test.ts).
    await see(user.getByText(/アカウントが停止されているため、声を投稿できません/)).toBeVisible();
    await see(user.getByRole('button', { name: /どんなことを望みますか/ })).toHaveCount(0);
  });

  test('a moderator sets a status with an answer and the badge shows', async ({
    browser,
    page,
  }) => {
    const author = await pageAs(browser, await freshAccount(page, 'status'));
    const title = `e2e 実現する声 ${Date.now()}`;
    const { statementId } = await statementWithComment(author, title, 'e2e 応援します');

    await logIn(page, DEMO_ORGANISER);
    await page.goto(`/?statement=${statementId}`);
    const detail = page.getByRole('dialog', { name: '声の詳細' });
    const statusForm = detail.getByRole('region', { name: '状況の設定' });
    await statusForm.getByRole('combobox', { name: '状況' }).click();
    await page.getByRole('option', { name: '実現しました！' }).click();
    await statusForm.getByRole('textbox', { name: '公式回答' }).fill('ベンチを設置しました。');
    await statusForm.getByRole('button', { name: '状況を保存' }).click();
    await see(page.getByText('状況と回答を保存しました')).toBeVisible();

    const guest = await pageAs(browser);
    await guest.goto('/?status=done&sortBy=created_at_desc');
    const card = (await showList(guest)).getByRole('article', { name: title });
    await see(card.getByText('実現しました！')).toBeVisible();
    await see(card.getByText('ベンチを設置しました。')).toBeVisible();
    await see(card.getByText(/^iAgree 運営事務局・/)).toBeVisible();
  });
});
