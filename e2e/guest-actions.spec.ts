import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshEmail, linkInMail } from './support/accounts.ts';
import { DEMO_ORGANISER, DEMO_PASSWORD, DEMO_USER } from './support/demo.ts';

/**
 * A statement no one has agreed to or commented on yet, posted by another account through
 * `organiser` (the test's own request context, whose cookies the page does not share).
 */
async function freshStatement(organiser: APIRequestContext, label: string) {
  const login = await organiser.post('/api/auth/login', {
    data: { email: DEMO_ORGANISER, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const title = `e2e ゲストの${label} ${Date.now()}`;
  const created = await organiser.post('/api/auth/statements', {
    multipart: { title, description: 'ゲストが見て、ログインして応える声です。' },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  return { id: data.id, title };
}

/** The login modal the guest's action opened: logging in there is all it takes. */
async function logInThroughModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'メールアドレス', exact: true }).fill(DEMO_USER);
  const password = dialog.getByRole('textbox', { name: 'パスワード', exact: true });
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  await expect(dialog).toBeHidden();
}

test.describe('a guest acting on a statement', () => {
  test('Agree opens the login, and after it the statement is agreed without a second click', async ({
    page,
    request,
  }) => {
    const { id, title } = await freshStatement(request, 'Agree');
    await page.goto(`/?statement=${id}`);
    const card = page.getByRole('dialog', { name: '声の詳細' });
    await expect(card.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(card.getByText('0 Agree')).toBeVisible();

    await card.getByRole('button', { name: 'Agree', exact: true }).click();
    await logInThroughModal(page);

    await expect(card.getByRole('button', { name: 'Agree を取り消す' })).toBeVisible();
    await expect(card.getByText('1 Agree')).toBeVisible();
    const saved = await page.request.get(`/api/statements/${id}`);
    expect((await saved.json()).data).toMatchObject({ agree_flag: true, agree_count: 1 });
  });

  test('a comment typed as a guest is sent once the guest has logged in', async ({
    page,
    request,
  }) => {
    const { id, title } = await freshStatement(request, 'コメント');
    await page.goto(`/?statement=${id}`);
    const card = page.getByRole('dialog', { name: '声の詳細' });
    await expect(card.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    const comment = `ゲストのときに書いたコメント ${Date.now()}`;

    await card.getByRole('textbox', { name: 'コメント' }).fill(comment);
    await card.getByRole('button', { name: 'コメント', exact: true }).click();
    await logInThroughModal(page);

    await expect(card.getByText(comment)).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'コメント' })).toHaveValue('');
    const saved = await page.request.get(`/api/statements/${id}/comments`);
    expect(JSON.stringify(await saved.json())).toContain(comment);
  });

  test('signing up from the Agree keeps the statement and the Agree through the activation mail', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { id, title } = await freshStatement(request, 'サインアップ');
    await page.goto(`/?statement=${id}`);
    const card = page.getByRole('dialog', { name: '声の詳細' });
    await expect(card.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await card.getByRole('button', { name: 'Agree', exact: true }).click();

    const email = freshEmail('shared-link');
    const password = 'hikarigaoka-2026';
    await page
      .getByRole('dialog', { name: 'ログイン' })
      .getByRole('button', { name: '新規登録' })
      .click();
    const signup = page.getByRole('dialog', { name: '新規登録' });
    // Told before signing up that the Agree pressed is not lost.
    await expect(
      signup.getByText('登録後、メールのリンクを開くとこの声に戻り、押した Agree が反映されます。'),
    ).toBeVisible();
    await signup.getByRole('textbox', { name: 'お名前' }).fill('共有リンクの人');
    await signup.getByRole('textbox', { name: 'メールアドレス', exact: true }).fill(email);
    await signup.getByRole('textbox', { name: 'パスワード', exact: true }).fill(password);
    await signup.getByRole('textbox', { name: 'パスワード(確認)' }).fill(password);
    await signup.getByRole('checkbox').check();
    await signup.getByRole('button', { name: '登録する' }).click();
    await expect(signup.getByRole('status')).toBeVisible();

    // The mail's link, opened as a person would (a fresh page of the same browser).
    await page.goto(await linkInMail(email, /activationToken=/));
    await expect(page.getByRole('textbox', { name: 'メールアドレス', exact: true })).toHaveValue(
      email,
    );
    const field = page.getByRole('textbox', { name: 'パスワード', exact: true });
    await field.fill(password);
    await field.press('Enter');

    await expect(card.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Agree を取り消す' })).toBeVisible();
    await expect(card.getByText('1 Agree')).toBeVisible();
    const saved = await page.request.get(`/api/statements/${id}`);
    expect((await saved.json()).data).toMatchObject({ agree_flag: true, agree_count: 1 });

    // The history state that carried the Agree is spent: a reload agrees nothing again.
    await page.reload();
    await expect(card.getByRole('button', { name: 'Agree を取り消す' })).toBeVisible();
    await expect(card.getByText('1 Agree')).toBeVisible();
  });
});
