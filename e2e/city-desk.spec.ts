import { expect, test } from '@playwright/test';
import { DEMO_ORGANISER, logIn } from './support/demo.ts';

/** Several browsers at once on a shared machine: pages settle more slowly than one alone. */
const see = expect.configure({ timeout: 20_000 });

test('a manager creates a department, names its staff, and sees it on the dashboard', async ({
  page,
}) => {
  await logIn(page, DEMO_ORGANISER);
  const me = await (await page.request.get('/api/auth/user')).json();
  const name = `e2e 練馬公園課 ${Date.now()}`;

  await page.goto('/admin');
  await see(page.getByRole('heading', { name: '市の窓口', level: 1 })).toBeVisible();
  // The dashboard's charts come with their figures as tables.
  await see(page.getByRole('heading', { name: '週ごとの新しい声' })).toBeVisible();
  await expect(page.getByRole('table', { name: '週ごとの新しい声の数値' })).toBeAttached();

  await page.getByRole('tab', { name: '部署と職員' }).click();
  // Refused first: nothing named, nothing chosen.
  await page.getByRole('button', { name: '部署を作成' }).click();
  await see(page.getByText('部署名を入力してください')).toBeVisible();
  await see(page.getByText('部署が担当するカテゴリーを1つ以上選んでください')).toBeVisible();

  await page.getByRole('textbox', { name: '部署名' }).fill(name);
  await page.getByPlaceholder('カテゴリーを選択').click();
  await page.getByRole('option', { name: '環境・ごみ' }).click();
  await page.keyboard.press('Escape');
  // SegmentedControl hides its radios behind their labels: click the label, as a person does.
  await page
    .locator('label')
    .filter({ hasText: /^市区町村$/ })
    .click();
  await page.getByRole('textbox', { name: '市区町村名' }).fill('どこでもない町');
  await page.getByRole('button', { name: '部署を作成' }).click();
  await see(page.getByText('この名前の市区町村が見つかりません', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: '市区町村名' }).fill('練馬区');
  await page.getByRole('button', { name: '部署を作成' }).click();
  await see(page.getByText(`部署「${name}」を作成しました`)).toBeVisible();

  const card = page.getByRole('region', { name });
  await see(card).toBeVisible();
  await expect(card.getByText('区域：東京都練馬区')).toBeVisible();
  await card.getByRole('textbox', { name: 'ユーザーID' }).fill(String(me.id));
  await card.getByRole('button', { name: '職員に追加' }).click();
  await see(card.getByRole('link', { name: me.name })).toBeVisible();

  await page.getByRole('tab', { name: 'ダッシュボード' }).click();
  const byDepartment = page.getByRole('table', { name: '部署別の状況の数値' });
  await see(byDepartment.getByRole('rowheader', { name })).toBeAttached();
  await see(page.getByRole('heading', { name: '部署別の状況' })).toBeVisible();
});
