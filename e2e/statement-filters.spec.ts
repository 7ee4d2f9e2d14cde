import { expect, test, type Page } from '@playwright/test';
import { COOKIES } from '@iagree/contract';
import { showList } from './support/list.ts';
import { baseURL } from './support/ports.ts';

const sort = (page: Page) => page.getByRole('combobox', { name: '並び順' });
const category = (page: Page) => page.getByRole('combobox', { name: 'カテゴリー' });

async function choose(page: Page, select: ReturnType<typeof sort>, label: string) {
  await select.click();
  await page.getByRole('option', { name: label }).click();
}

test('sort and category live in the address: reload, back and a shared link keep them', async ({
  page,
}) => {
  await page.goto('/');
  await expect(sort(page)).toHaveValue('Agree が多い順');
  await choose(page, sort(page), '新しい順');
  await expect(page).toHaveURL(/\/\?sortBy=created_at_desc$/);
  await choose(page, category(page), '公園・まちづくり');
  await expect(page).toHaveURL(/\/\?sortBy=created_at_desc&category=\d+$/);

  await page.reload();
  await expect(sort(page)).toHaveValue('新しい順');
  await expect(category(page)).toHaveValue('公園・まちづくり');

  await page.goBack();
  await expect(page).toHaveURL(/\/\?sortBy=created_at_desc$/);
  await expect(sort(page)).toHaveValue('新しい順');
  await expect(category(page)).toHaveValue('すべて');
  await page.goBack();
  await expect(sort(page)).toHaveValue('Agree が多い順');

  // A shared link shows the list as the server sorts it.
  const answer = await page.request.get('/api/statements?sortBy=comment_desc');
  const [top] = (await answer.json()).data as Array<{ id: number; title: string }>;
  if (!top) throw new Error('the demo data has no statements');
  await page.goto('/?sortBy=comment_desc');
  await expect(sort(page)).toHaveValue('コメントが多い順');
  const first = (await showList(page)).getByRole('article').first();
  await expect(first).toHaveAccessibleName(top.title);

  // ?statement=ID works alongside, and closing the modal keeps the sort.
  await first.getByRole('button', { name: /^コメント \d+ 件$/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?sortBy=comment_desc&statement=${top.id}$`));
  await expect(page.getByRole('dialog', { name: '声の詳細' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/\?sortBy=comment_desc$/);
  await expect(sort(page)).toHaveValue('コメントが多い順');
});

test('in English the time sorts say which end comes first, and Oldest first shows the oldest', async ({
  page,
}) => {
  await page.context().addCookies([{ name: COOKIES.locale, value: 'en', url: baseURL }]);
  await page.goto('/');
  const sortBy = page.getByRole('combobox', { name: 'Sort' });
  await choose(page, sortBy, 'Oldest first');
  await expect(page).toHaveURL(/\/\?sortBy=created_at_asc$/);

  const answer = await page.request.get('/api/statements?sortBy=created_at_asc&language=en');
  const [oldest] = (await answer.json()).data as Array<{ title: string }>;
  if (!oldest) throw new Error('the demo data has no statements');
  const list = await showList(page, 'Agree ranking');
  await expect(list.getByRole('article').first()).toHaveAccessibleName(oldest.title);

  await choose(page, sortBy, 'Newest first');
  await expect(page).toHaveURL(/\/\?sortBy=created_at_desc$/);
});
