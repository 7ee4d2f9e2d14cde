import { expect, test } from '@playwright/test';
import { activatedAccount, freshEmail, linkInMail, userRoleCookie } from './support/accounts.ts';
import { facebookLogsInAs, lineLogsInAs } from './support/social.ts';

const PASSWORD = 'sakura-2026-e2e';

/** An 8×6 PNG; the server re-encodes whatever it accepts. */
const avatarPng = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQWjUTK2IYSAkAh7NC8Yn4KvwAAAAASUVORK5CYII=',
    'base64',
  ),
};

test.describe('accounts', () => {
  test('signs up, activates by the mailed link, logs in, uploads an avatar and logs out', async ({
    page,
  }) => {
    // Signup, mail, activation, login, avatar and logout: 18–20 s alone, over 30 s beside
    // another worker on two cores.
    test.slow();
    const email = freshEmail('signup');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'ログイン' }).click();
    const modal = page.getByRole('dialog', { name: 'ログイン' });
    await modal.getByRole('button', { name: '新規登録' }).click();

    const signup = page.getByRole('dialog', { name: '新規登録' });
    await signup.getByRole('button', { name: '登録する' }).click();
    await expect(signup.getByText('お名前は必須です')).toBeVisible();
    await signup.getByRole('textbox', { name: 'お名前', exact: true }).fill('佐藤 一郎');
    await signup.getByRole('textbox', { name: 'メールアドレス', exact: true }).fill(email);
    await signup.getByRole('textbox', { name: 'パスワード', exact: true }).fill(PASSWORD);
    await signup.getByRole('textbox', { name: 'パスワード(確認)', exact: true }).fill(PASSWORD);
    await signup.getByRole('checkbox').check();
    await signup.getByRole('button', { name: '登録する' }).click();
    await expect(
      signup.getByText(
        '有効化用のリンクをメールでお送りしました。メール内のリンクを開いて登録を完了してください。',
      ),
    ).toBeVisible();

    await page.goto(await linkInMail(email, /\/login\?activationToken=/));
    await expect(page.getByText('アカウントが有効化されました。')).toBeVisible();
    const form = page.getByRole('form', { name: 'ログイン' });
    await form.getByRole('textbox', { name: 'メールアドレス', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'パスワード', exact: true }).fill(PASSWORD);
    await form.getByRole('textbox', { name: 'パスワード', exact: true }).press('Enter');

    const userMenu = page.getByRole('button', { name: 'ユーザーメニュー' });
    await expect(userMenu).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await userRoleCookie(page)).toBe('0');
    // A logged-in user opening a guest page goes home (SPEC §2).
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'プロフィール' }).click();
    const profile = page.getByRole('dialog', { name: 'プロフィール' });
    await expect(profile.getByRole('textbox', { name: 'メールアドレス', exact: true })).toHaveValue(
      email,
    );
    const chooser = page.waitForEvent('filechooser');
    await profile.getByRole('button', { name: '画像を選ぶ' }).click();
    await (await chooser).setFiles(avatarPng);
    await expect(
      profile.getByRole('img', { name: '新しいプロフィール画像のプレビュー' }),
    ).toBeVisible();
    await profile.getByRole('button', { name: 'アップロード' }).click();
    await expect(profile.getByText('アバターを更新しました。')).toBeVisible();
    await expect(userMenu.getByRole('img')).toHaveAttribute('src', /^\/media\//);
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await userRoleCookie(page)).toBeUndefined();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('resets a forgotten password by the mailed link and logs in with the new one', async ({
    page,
  }) => {
    const email = freshEmail('reset');
    await activatedAccount(page.request, email, PASSWORD);
    await page.goto('/event');
    await page.getByRole('banner').getByRole('button', { name: 'ログイン' }).click();
    await page
      .getByRole('dialog', { name: 'ログイン' })
      .getByRole('button', { name: 'パスワードをお忘れの方' })
      .click();
    const forgot = page.getByRole('dialog', { name: 'パスワードをお忘れの方' });
    await forgot.getByRole('textbox', { name: 'メールアドレス', exact: true }).fill(email);
    await forgot.getByRole('button', { name: '送信する' }).click();
    await expect(forgot.getByRole('status')).toContainText('メールをご確認ください');

    await page.goto(await linkInMail(email, /\/api\/password\/reset\//));
    const form = page.getByRole('form', { name: 'パスワード再設定' });
    await expect(form.getByRole('textbox', { name: 'メールアドレス', exact: true })).toHaveValue(
      email,
    );
    await form
      .getByRole('textbox', { name: '新しいパスワード', exact: true })
      .fill(`${PASSWORD}-new`);
    await form
      .getByRole('textbox', { name: '新しいパスワード(確認)', exact: true })
      .fill(`${PASSWORD}-new`);
    await form.getByRole('button', { name: 'パスワードを変更する' }).click();

    await expect(page).toHaveURL(/\/$/);
    const login = page.getByRole('dialog', { name: 'ログイン' });
    await expect(login.getByText('パスワードを変更しました。')).toBeVisible();
    await expect(login.getByRole('textbox', { name: 'メールアドレス', exact: true })).toHaveValue(
      email,
    );
    await login.getByRole('textbox', { name: 'パスワード', exact: true }).fill(`${PASSWORD}-new`);
    await login.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByRole('button', { name: 'ユーザーメニュー' })).toBeVisible();
    await expect(login).toBeHidden();
  });

  test('logs in with Facebook through its OAuth dialog, as a new account with its picture', async ({
    page,
  }) => {
    await facebookLogsInAs({
      id: `fb-${Date.now()}`,
      name: 'Facebook 太郎',
      email: freshEmail('facebook'),
      picture: true,
    });
    await page.goto('/event');
    await page.getByRole('banner').getByRole('button', { name: 'ログイン' }).click();
    await page
      .getByRole('dialog', { name: 'ログイン' })
      .getByRole('link', { name: 'Facebook でログイン' })
      .click();

    const userMenu = page.getByRole('button', { name: 'ユーザーメニュー' });
    await expect(userMenu).toBeVisible();
    await expect(userMenu).toContainText('Facebook 太郎');
    await expect(userMenu.getByRole('img')).toHaveAttribute('src', /^\/media\//);
    expect(await userRoleCookie(page)).toBe('0');
  });

  test('says so when the Facebook login is cancelled', async ({ page }) => {
    await facebookLogsInAs(null);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Facebook でログイン' }).click();

    await expect(page).toHaveURL(/\/login\?socialError=/);
    await expect(page.getByRole('alert')).toHaveText('ログインがキャンセルされました。');
    await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン' })).toBeVisible();
  });

  test('logs in with LINE (OpenID Connect), and logs the same person in again', async ({
    page,
  }) => {
    const person = { sub: `U${Date.now()}`, name: 'LINE 花子', email: freshEmail('line') };
    await lineLogsInAs(person);
    await page.goto('/login');
    await page.getByRole('link', { name: 'LINE でログイン' }).click();
    const userMenu = page.getByRole('button', { name: 'ユーザーメニュー' });
    await expect(userMenu).toContainText('LINE 花子');
    await expect(page).toHaveURL(/\/$/);

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'LINE でログイン' }).click();
    await expect(userMenu).toContainText('LINE 花子');
  });

  test('shows "Login failed" when the LINE ID token is not for this app', async ({ page }) => {
    await lineLogsInAs({
      sub: `U${Date.now()}`,
      name: 'なりすまし',
      email: freshEmail('line-forged'),
      claims: { aud: 'another-channel' },
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'LINE でログイン' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      'エラーが発生しました。ログインできませんでした。',
    );
    expect(await userRoleCookie(page)).toBeUndefined();
  });
});
