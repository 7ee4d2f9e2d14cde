import { devices, expect, test } from '@playwright/test';
import { budgetIn } from './support/budgets.ts';

/** A resident on a phone (issue 33): the ballot fits the screen and keeps its total in view. */
test.use({ ...devices['Pixel 7'] });

const see = expect.configure({ timeout: 20_000 });

test('a resident fills a ballot on a phone, cannot go over the total, and casts it', async ({
  page,
}) => {
  const title = `e2e 予算 ${Date.now()}`;
  const budget = await budgetIn(page, 'balloting', {
    title,
    total: 10_000,
    prices: [6000, 5000, 3000],
  });

  await page.goto('/budgets');
  await page.getByRole('link', { name: title }).click();
  await see(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '投票する' }).click();

  const left = page.getByRole('status').filter({ hasText: /残り|超過/ });
  await see(left).toHaveText('残り 10,000円');
  await page.getByRole('checkbox', { name: `${title} 事業1（6,000円）` }).check();
  await see(left).toHaveText('残り 4,000円');
  await page.getByRole('checkbox', { name: `${title} 事業2（5,000円）` }).check();
  await see(left).toHaveText('1,000円 超過しています');
  const submit = page.getByRole('button', { name: 'この内容で投票する' });
  await expect(submit).toBeDisabled();

  await page.getByRole('checkbox', { name: `${title} 事業1（6,000円）` }).uncheck();
  await page.getByRole('checkbox', { name: `${title} 事業3（3,000円）` }).check();
  await see(left).toHaveText('残り 2,000円');
  // What is left stays in view at the bottom of the list on a phone.
  await expect(left).toBeInViewport();
  await submit.click();
  await see(page.getByText('投票を受け付けました')).toBeVisible();

  const saved = await page.request.get(`/api/budgets/${budget.id}`);
  expect(((await saved.json()) as { data: { ballot: number[] } }).data.ballot).toEqual([
    budget.projects[1],
    budget.projects[2],
  ]);
  // The page fits the phone: nothing scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an author finds an older statement by its title and enters it, seeing which lack an amount', async ({
  page,
}) => {
  const title = `e2e 応募 ${Date.now()}`;
  const budget = await budgetIn(page, 'accepting', { title, total: 10_000, prices: [] });
  // Eleven newer statements push it off the first page the form used to be limited to.
  const post = (name: string, money?: number) =>
    page.request.post('/api/auth/statements', {
      multipart: { title: name, description: 'e2e', ...(money && { money: String(money) }) },
    });
  expect((await post(`${title} 古い声`, 4000)).ok()).toBe(true);
  for (let i = 0; i < 11; i += 1) expect((await post(`${title} 金額なし ${i}`)).ok()).toBe(true);

  await page.goto(`/budgets/${budget.id}`);
  const form = page.getByRole('region', { name: '声を事業として応募する' });
  await see(
    form.getByText('金額がありません：編集して金額を入れると応募できます').first(),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: `「${title} 古い声」を応募する` })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'タイトルで探す' }).fill(`${title} 古い`);
  await form.getByRole('button', { name: `「${title} 古い声」を応募する` }).click();
  await see(page.getByText('応募しました')).toBeVisible();
  await see(form.getByText('応募済み')).toBeVisible();
  await see(page.getByRole('article', { name: `${title} 古い声` })).toBeVisible();
});

test('a first visitor finds the demo budget at its ballot, with reviewed, supported projects', async ({
  page,
}) => {
  await page.goto('/budgets');
  await page.getByRole('link', { name: '2027年度 みんなで決める地域予算（デモ）' }).click();
  // Other tests' budgets at their ballot say so on the list too: read the budget's own page
  // (its badge and its phase steps both name the phase).
  await page.waitForURL(/\/budgets\/\d+$/);
  await see(page.getByText('投票受付中').first()).toBeVisible();
  const lights = page.getByRole('article', { name: '夜道が暗いので街灯を増やしてほしい' });
  await see(lights).toContainText('実施可能');
  await expect(lights).toContainText('支持 5');
  await expect(
    page.getByRole('article', { name: '公園のトイレを明るく清潔にしてほしい' }),
  ).toContainText('実施不可');
  await expect(
    page.getByRole('link', { name: 'ログインすると、応募・支持・投票ができます' }),
  ).toBeVisible();
});
