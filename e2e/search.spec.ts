import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, logIn } from './support/demo.ts';
import { noTiles } from './support/map.ts';
import { showList } from './support/list.ts';

const homeMap = (page: Page) => page.getByRole('region', { name: '投稿の地図' });
const pins = (page: Page) => homeMap(page).locator('.iagree-pin');

test.beforeEach(async ({ page }) => {
  // Each test walks through several pages, each waiting for the server's search.
  test.slow();
  await noTiles(page);
});

test('a search on home finds and marks the word, and the map shows only the matches', async ({
  page,
}) => {
  await page.goto('/');
  await expect(pins(page).first()).toBeVisible({ timeout: 20_000 });
  const allPins = await pins(page).count();

  await page.getByRole('searchbox', { name: '投稿を検索' }).fill('公園');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?keyword=%E5%85%AC%E5%9C%92$/);

  // The list is the server's answer for the word, each item with the word marked.
  const answer = await page.request.get('/api/statements?keyword=公園');
  const matches = ((await answer.json()).data as Array<{ title: string }>).map((s) => s.title);
  expect(matches.length).toBeGreaterThan(1);
  const items = (await showList(page)).getByRole('article');
  await expect(items).toHaveCount(matches.length);
  for (const item of await items.all()) {
    await expect(item.locator('mark').first()).toHaveText('公園');
  }
  await expect(items.first()).toHaveAccessibleName(matches[0] ?? '');
  await expect(page.getByRole('combobox', { name: '並び順' })).toHaveValue('関連度順');

  // The map: fewer pins, each one a match.
  await expect.poll(() => pins(page).count()).toBeLessThan(allPins);
  const titles = await pins(page).evaluateAll((icons) =>
    icons.map((icon) => icon.getAttribute('title')),
  );
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(matches).toContain(title);

  // A reload shows the same search.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: '投稿を検索' })).toHaveValue('公園');
  await expect((await showList(page)).getByRole('article')).toHaveCount(matches.length);
});

test('similar voices: agreeing with one instead of posting closes the form', async ({ page }) => {
  await logIn(page, DEMO_USER);
  await page.goto('/');
  await page.getByRole('button', { name: /どんなことを望みますか/ }).click();
  const dialog = page.getByRole('dialog', { name: '声を投稿' });
  await dialog.getByRole('textbox', { name: 'タイトル' }).fill('公園のトイレをきれいに');

  const answer = await page.request.get(
    `/api/statements/similar?title=${encodeURIComponent('公園のトイレをきれいに')}`,
  );
  const similar = (await answer.json()).data as Array<{
    id: number;
    title: string;
    agree_flag: boolean;
  }>;
  const target = similar.find((statement) => !statement.agree_flag);
  if (!target) throw new Error('the demo data has no similar statement to agree with');

  await expect(dialog.getByText(`似た声が ${similar.length} 件見つかりました`)).toBeAttached();
  await dialog.getByRole('button', { name: `代わりに「${target.title}」に Agree する` }).click();

  await expect(page.getByText(`「${target.title}」に Agree しました`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const after = await page.request.get(`/api/statements/${target.id}`);
  expect((await after.json()).data.agree_flag).toBe(true);
});

test('an author’s name leads to their public profile', async ({ page }) => {
  await page.goto('/');
  const first = (await showList(page)).getByRole('article').first();
  const author = first.getByRole('link').first();
  const name = (await author.textContent()) ?? '';
  await author.click();

  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/から参加$/)).toBeVisible();
  const theirs = (await showList(page, `${name}さんの声`)).getByRole('article');
  await expect(theirs.first()).toBeVisible();
  for (const item of await theirs.all()) {
    await expect(item.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: `${name}さんのイベント` })).toBeVisible();

  await page.goto('/user/999999');
  await expect(page.getByRole('heading', { name: 'ユーザーが見つかりません' })).toBeVisible();
});
