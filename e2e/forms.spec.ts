import { expect, test } from '@playwright/test';
import { DEMO_USER, logIn } from './support/demo.ts';
import { showList } from './support/list.ts';

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

  test('a long description: the form counts it, the list clamps it until 続きを読む', async ({
    page,
  }) => {
    const title = `e2e 長い説明 ${Date.now()}`;
    const description = '駅前の歩道が狭く、朝は自転車と歩行者がぶつかりそうになります。'.repeat(20);
    await logIn(page, DEMO_USER);
    await page.goto('/');
    await page.getByRole('button', { name: /どんなことを望みますか/ }).click();
    const form = page.getByRole('dialog', { name: '声を投稿' });
    await expect(form.getByText('0 / 200')).toBeVisible();
    await form.getByRole('textbox', { name: 'タイトル' }).fill(title);
    await expect(form.getByText(`${title.length} / 200`)).toBeVisible();
    await form.getByRole('textbox', { name: '内容' }).fill(description);
    await expect(form.getByText(`${description.length} / 10,000`)).toBeVisible();
    await form.getByRole('button', { name: '投稿する' }).click();
    await expect(form).toBeHidden();

    const posted = (await showList(page)).getByRole('article', { name: title });
    const text = posted.getByText(description);
    const clampedHeight = (await text.boundingBox())?.height ?? 0;
    await posted.getByRole('button', { name: '続きを読む' }).click();
    await expect(posted.getByRole('button', { name: '折りたたむ' })).toBeVisible();
    expect((await text.boundingBox())?.height ?? 0).toBeGreaterThan(clampedHeight * 2);
  });
});

test.describe('stacked dialogs', () => {
  test('one Escape closes only the topmost: the place picker, then the statement form', async ({
    page,
  }) => {
    await logIn(page, DEMO_USER);
    await page.goto('/');
    await page.getByRole('button', { name: /どんなことを望みますか/ }).click();
    const form = page.getByRole('dialog', { name: '声を投稿' });
    const picker = page.getByRole('dialog', { name: '場所を選択' });
    await expect(form).toBeVisible();

    // At once, before the picker may have taken the focus; then with the focus on one of its buttons.
    for (const focusInPicker of [false, true]) {
      await form.getByRole('button', { name: '地図で選ぶ' }).click();
      await expect(picker).toBeVisible();
      if (focusInPicker) await picker.getByRole('button', { name: '戻る' }).focus();
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      await expect(form).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  });

  test('one Escape closes the edit form over a statement’s detail, the next the detail', async ({
    page,
  }) => {
    await logIn(page, DEMO_USER);
    const created = await page.request.post('/api/auth/statements', {
      multipart: {
        title: `e2e 重ねたダイアログ ${Date.now()}`,
        description: 'Escape で一枚ずつ閉じる。',
      },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { id: number; title: string } };
    await page.goto(`/?statement=${data.id}`);
    const detail = page.getByRole('dialog', { name: '声の詳細' });
    await detail.getByRole('button', { name: `「${data.title}」の操作` }).click();
    await page.getByRole('menuitem', { name: '編集' }).click();
    const edit = page.getByRole('dialog', { name: '声を編集' });
    await expect(edit).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(detail).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });
});
