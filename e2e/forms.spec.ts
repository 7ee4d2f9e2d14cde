import { expect, test } from '@playwright/test';
import { DEMO_USER, logIn } from './support/demo.ts';

test.describe('forms', () => {
  test('a double click on 投稿する sends and posts the statement once', async ({ page }) => {
    const title = `e2e ダブルクリック ${Date.now()}`;
    await logIn(page, DEMO_USER);
    await page.goto('/');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/auth/statements')) {
        posts.push(request.url());
      }
    });

    await page.getByRole('button', { name: /どんなことを望みますか/ }).click();
    const form = page.getByRole('dialog', { name: '声を投稿' });
    await form.getByRole('textbox', { name: 'タイトル' }).fill(title);
    await form.getByRole('textbox', { name: '内容' }).fill('二度押しても一度だけ投稿されるはず。');
    // Both clicks in one task, before the page can draw the busy button: the fastest double click.
    await form.getByRole('button', { name: '投稿する' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });

    await expect(page.getByText('声を投稿しました！')).toBeVisible();
    await expect(form).toBeHidden();
    const mine = await page.request.get('/api/auth/user/statements?sortBy=created_at_desc');
    expect(mine.ok()).toBe(true);
    const { data } = (await mine.json()) as { data: { title: string }[] };
    expect(data.filter((statement) => statement.title === title)).toHaveLength(1);
    expect(posts).toHaveLength(1);
  });
});
