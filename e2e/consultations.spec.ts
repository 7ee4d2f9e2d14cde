import { expect, test } from '@playwright/test';
import { CONSULTATION_STATEMENTS, seedConsultation } from './support/consultation.ts';
import { DEMO_USER, logIn } from './support/demo.ts';
import { noTiles } from './support/map.ts';

// A phone: the voting card is made for a thumb.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a resident votes on a phone from the event page, then sees the groups and the consensus', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `e2e 公園の使い方 ${Date.now()}`;
  const id = await seedConsultation(title, 1);
  await noTiles(page);
  await logIn(page, DEMO_USER);

  await page.goto('/event/1');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/consultation/${id}$`));
  // Also listed for anyone, from the menu.
  await page.getByRole('button', { name: 'メニューを開閉' }).tap();
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: '意見募集' })
    .tap();
  await expect(page.getByRole('heading', { name: '意見募集', level: 1 })).toBeVisible();
  const listed = page.getByRole('article', { name: title });
  await expect(listed.getByText('意見 7 件 · 参加 5 人')).toBeVisible();
  await listed.getByRole('link', { name: title }).tap();
  await expect(page).toHaveURL(new RegExp(`/consultation/${id}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('0 / 7 件に投票しました')).toBeVisible();

  // Seven statements, one at a time: she votes as the first camp does.
  const card = page.getByTestId('voting-statement');
  for (let voted = 1; voted <= CONSULTATION_STATEMENTS.length; voted++) {
    const text = (await card.textContent()) ?? '';
    const index = CONSULTATION_STATEMENTS.indexOf(text as (typeof CONSULTATION_STATEMENTS)[number]);
    expect(index).toBeGreaterThanOrEqual(0);
    const agrees = index < 3 || index === 6;
    await page.getByRole('button', { name: agrees ? '賛成' : '反対' }).tap();
    await expect(page.getByText(`${voted} / 7 件に投票しました`)).toBeVisible();
  }
  await expect(page.getByText('すべての意見に投票しました。ありがとうございます。')).toBeVisible();

  // She takes back her vote on the toilets: it comes back to the card, and she agrees again.
  await page.getByRole('button', { name: 'あなたの投票（7 件）' }).tap();
  await page
    .getByRole('button', { name: `「${CONSULTATION_STATEMENTS[6]}」への投票を取り消す` })
    .tap();
  await expect(page.getByText('6 / 7 件に投票しました')).toBeVisible();
  await expect(card).toHaveText(CONSULTATION_STATEMENTS[6]);
  await page.getByRole('button', { name: '賛成' }).tap();
  await expect(page.getByText('7 / 7 件に投票しました')).toBeVisible();

  await page.getByRole('link', { name: '結果を見る' }).tap();
  await expect(page.getByRole('heading', { name: `結果：${title}`, level: 1 })).toBeVisible();
  // The analysis follows the votes within ANALYSIS_PERIOD_SECONDS: the page is read again until
  // it counts her too.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('分析の対象：6 人')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('heading', { name: 'どのグループも支持している意見' })).toBeVisible();
  await expect(page.getByText('公園のトイレをきれいにしてほしい')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /6 人の参加者を 2 つのグループに分けた意見の地図/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^グループ [AB]$/ })).toHaveCount(2);
  // Her group is the first camp's, now the larger: A, with the car park among its statements.
  const groupA = page.getByRole('region', { name: 'グループ A' });
  await expect(groupA.getByText('4 人')).toBeVisible();
  await expect(groupA.getByText('あなたはこのグループです')).toBeVisible();
  await expect(groupA.getByText('公園の駐車場を広げるべきだ')).toBeVisible();
  await expect(page.getByRole('link', { name: 'participants-votes.csv' })).toHaveAttribute(
    'href',
    `/api/consultations/${id}/export/participants-votes.csv`,
  );
});

test('a first visitor finds the demo consultation in the list, with its groups and what all want', async ({
  page,
}) => {
  await page.goto('/consultation');
  const demo = page.getByRole('article', { name: '駅前広場をどう使う？（デモ）' });
  await expect(demo.getByText('意見 12 件 · 参加 41 人')).toBeVisible();
  await demo.getByRole('link', { name: '結果を見る' }).tap();
  // The server analysed it at its first job turn.
  await expect(page.getByText('分析の対象：41 人')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^グループ [ABC]$/ })).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'どのグループも支持している意見' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: '広場のベンチを増やしてほしい' }),
  ).toBeVisible();
});
