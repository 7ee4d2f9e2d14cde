import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORGANISER, DEMO_USER, logIn, pngFile } from './support/demo.ts';
import { markerAtCentre, noTiles, pickPlaceOnMap } from './support/map.ts';

async function chooseImage(page: Page, field: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `画像を選択: ${field}` }).click();
  await (await chooser).setFiles(pngFile(name));
  await expect(page.getByRole('img', { name: `${field}のプレビュー` })).toBeVisible();
}

test.describe('events, as a guest', () => {
  test('browses, searches and opens an event in the modal', async ({ page }) => {
    await page.goto('/event');
    await expect(page.getByRole('heading', { name: 'イベント', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'とよす防災フェア' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'イベント掲載のご依頼' })).toHaveAttribute(
      'href',
      'mailto:contact@iagree.local',
    );

    const keyword = page.getByRole('searchbox', { name: 'キーワード' });
    await keyword.fill('隅田川');
    await expect(page.getByRole('button', { name: 'とよす防災フェア' })).toBeHidden();
    await expect(
      page.getByRole('button', { name: '隅田川テラス クリーンアップ大作戦' }),
    ).toBeVisible();

    await keyword.fill('該当するものはありません');
    await expect(page.getByText('検索結果が見つかりませんでした。')).toBeVisible();

    await keyword.fill('');
    await page.getByRole('combobox', { name: 'カテゴリー' }).click();
    await page.getByRole('option', { name: '防犯・防災' }).click();
    await expect(page.getByRole('button', { name: 'とよす防災フェア' })).toBeVisible();
    await expect(page.getByRole('button', { name: '谷中まち歩き 歴史ガイドツアー' })).toBeHidden();

    await page.getByRole('button', { name: 'とよす防災フェア' }).click();
    const modal = page.getByRole('dialog', { name: 'イベント詳細' });
    await expect(modal.getByRole('heading', { name: 'とよす防災フェア' })).toBeVisible();
    await modal.getByRole('link', { name: 'イベントページを開く' }).click();
    await expect(page).toHaveURL(/\/event\/\d+$/);
  });

  test('reads an event page with comments and linked statements, without a comment box', async ({
    page,
  }) => {
    await page.goto('/event');
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('隅田川');
    await page.getByRole('button', { name: '隅田川テラス クリーンアップ大作戦' }).click();
    await page.getByRole('link', { name: 'イベントページを開く' }).click();

    await expect(
      page.getByRole('heading', { name: '隅田川テラス クリーンアップ大作戦', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('NPO法人 すみだリバーキーパーズ')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'このイベントへの声' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^コメント \d+ 件$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'イベントの地図' })).toBeVisible();
    await expect(page.getByRole('button', { name: '送信' })).toHaveCount(0);
  });

  test('cannot create, change or comment on events through the API', async ({ page }) => {
    expect(
      (await page.request.post('/api/auth/events', { multipart: { title: 'x' } })).status(),
    ).toBe(401);
    expect((await page.request.delete('/api/auth/events/1')).status()).toBe(401);
    const comment = await page.request.post('/api/events/1/comments', { data: { comment: 'x' } });
    expect(comment.status()).toBe(401);
  });
});

test.describe('events, logged in', () => {
  test('an organiser creates an event with both images and a place, then edits and deletes it', async ({
    page,
  }) => {
    // Create with two images and a place, edit, delete: ~18 s alone, over 30 s beside
    // another worker on two cores.
    test.slow();
    const title = `e2e 清掃ボランティア ${Date.now()}`;
    await logIn(page, DEMO_ORGANISER);
    await page.goto('/event/new');
    const form = page.getByRole('form', { name: 'イベント作成' });

    await form.getByRole('button', { name: 'イベントを作成' }).click();
    await expect(form.getByText('タイトルは必須です')).toBeVisible();
    // Neither the organiser's name nor a logo is asked for (decision 030).
    await expect(form.getByText('会社名は必須です')).toHaveCount(0);

    await form.getByLabel('タイトル').fill(title);
    await form.getByPlaceholder('カテゴリーを選択').click();
    await page.getByRole('option', { name: '環境・ごみ' }).click();
    await page.keyboard.press('Escape');
    await form.getByLabel('場所', { exact: true }).fill('東京都墨田区向島5丁目');
    await form.getByLabel('開始時刻').fill('09:30');
    await form.getByLabel('終了時刻').fill('12:00');
    await form.getByLabel('会社名').fill('e2e 実行委員会');
    await chooseImage(page, '会社ロゴ', 'logo.png');
    await chooseImage(page, 'イベント画像', 'event.png');
    await form.getByLabel('内容').fill('川沿いのごみを拾います。');
    await form.getByRole('button', { name: 'イベントを作成' }).click();

    // Saved, the organiser lands on the new event's page, its hours beside its days.
    await expect(page.getByText('イベントを作成しました')).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/event\/\d+$/);
    await expect(
      page.getByText(/^\d{4}-\d{2}-\d{2} 09:30 ~ \d{4}-\d{2}-\d{2} 12:00$/),
    ).toBeVisible();
    const myEvents = page.getByRole('region', { name: 'マイイベント' });

    await page.goto('/event');
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('向島5丁目');
    await expect(page.getByRole('button', { name: title })).toBeVisible();

    await page.goto('/event/new');
    await expect(myEvents.getByRole('link', { name: title, exact: true })).toBeVisible();
    await myEvents.getByRole('link', { name: `${title}を編集` }).click();
    await expect(page.getByRole('img', { name: 'イベント画像のプレビュー' })).toBeVisible();
    await page.getByLabel('タイトル').fill(`${title} 改`);
    await page.getByRole('button', { name: '更新' }).click();
    await expect(page.getByText('イベントを更新しました')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${title} 改`, level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'このイベントを編集' }).click();
    await page.getByRole('button', { name: 'イベントを削除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
    await expect(page).toHaveURL(/\/event$/);
    await page.getByRole('searchbox', { name: 'キーワード' }).fill(title);
    await expect(page.getByText('検索結果が見つかりませんでした。')).toBeVisible();
  });

  test.describe('standing at the event', () => {
    // The browser's position: the picker opens there (the tour's meeting point in Yanaka).
    test.use({
      permissions: ['geolocation'],
      geolocation: { latitude: 35.7262, longitude: 139.7665 },
    });

    test('a user comments on an event with a place picked on the map, and its marker appears', async ({
      page,
    }) => {
      await noTiles(page);
      await logIn(page, DEMO_USER);
      await page.goto('/event');
      await page.getByRole('searchbox', { name: 'キーワード' }).fill('谷中');
      await page.getByRole('button', { name: '谷中まち歩き 歴史ガイドツアー' }).click();
      await page.getByRole('link', { name: 'イベントページを開く' }).click();

      const map = page.getByRole('region', { name: 'イベントの地図' });
      await expect(map.getByTitle('谷中まち歩き 歴史ガイドツアー')).toBeVisible();
      const mine = map.getByTitle('山田花子さんのコメント');
      const heading = page.getByRole('heading', { name: /^コメント \d+ 件$/ });
      const before = Number((await heading.textContent())?.match(/\d+/)?.[0]);

      const form = page.getByRole('form', { name: '新しいコメント' });
      const text = `e2e 参加します ${Date.now()}`;
      await form.getByLabel('コメント', { exact: true }).fill(text);
      await pickPlaceOnMap(page, form, { field: '場所（任意）', name: '東京都荒川区' });
      // The picked point keeps its coordinates under a name the user gives it.
      await form.getByLabel('場所（任意）').fill('谷中銀座商店街');
      await expect(form.getByText(/^地図上の位置 35\.72\d+, 139\.76\d+$/)).toBeVisible();
      await form.getByRole('button', { name: '送信' }).click();

      // In the list: for a moment the cleared form may still hold the same text.
      const posted = page.getByRole('listitem').filter({ hasText: text });
      await expect(posted).toBeVisible();
      await expect(heading).toHaveText(`コメント ${before + 1} 件`);
      await expect(form.getByLabel('コメント', { exact: true })).toHaveValue('');
      await expect(form.getByLabel('場所（任意）')).toHaveValue('');

      // The address centres the map on its marker (marked, out of any cluster of the places
      // near it), whose info window holds it.
      await posted.getByRole('button', { name: '谷中銀座商店街を地図で表示' }).click();
      await (await markerAtCentre(map, mine)).click();
      const info = page.locator('.leaflet-popup');
      await expect(info.getByText(text)).toBeVisible();
      await expect(info.getByText('谷中銀座商店街')).toBeVisible();
    });
  });

  test('an organiser finds a statement by keyword and links it; the statement names the event', async ({
    page,
  }) => {
    await logIn(page, DEMO_ORGANISER);
    await page.goto('/event');
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('マルシェ');
    await page.getByRole('button', { name: 'ねりま地元野菜マルシェ' }).click();
    await page.getByRole('link', { name: 'イベントページを開く' }).click();
    const eventUrl = page.url();
    const linked = page.getByRole('link', { name: '古着や不用品の交換会を定期的に開いてほしい' });
    await expect(page.getByRole('heading', { name: 'このイベントへの声' })).toBeVisible();
    await expect(linked).toHaveCount(0);

    await page.getByRole('button', { name: '声を探して紐付ける' }).click();
    const dialog = page.getByRole('dialog', { name: 'このイベントに声を紐付ける' });
    await dialog.getByRole('textbox', { name: 'キーワードで声を探す' }).fill('不用品');
    // A statement already linked to another event cannot be taken from it.
    await dialog.getByRole('textbox', { name: 'キーワードで声を探す' }).fill('ごみ箱');
    await expect(dialog.getByText(/^別のイベント「.+」に紐付いています$/)).toBeVisible();
    await expect(
      dialog.getByRole('button', {
        name: '「隅田川沿いにごみ箱を増やしてほしい」をこのイベントに紐付ける',
      }),
    ).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'キーワードで声を探す' }).fill('不用品');
    await dialog
      .getByRole('button', {
        name: '「古着や不用品の交換会を定期的に開いてほしい」をこのイベントに紐付ける',
      })
      .click();
    await expect(page.getByText('声をイベントに紐付けました。')).toBeVisible();
    await expect(dialog.getByText('紐付け済み')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(linked).toBeVisible();

    // The statement shows the event by its title, a link back to it.
    await linked.click();
    const statement = page.getByRole('dialog', { name: '声の詳細' });
    const badge = statement.getByRole('link', { name: 'イベント：ねりま地元野菜マルシェ' });
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(page).toHaveURL(eventUrl);

    // And off again, leaving the demo as it was.
    await page
      .getByRole('button', {
        name: '「古着や不用品の交換会を定期的に開いてほしい」をこのイベントから外す',
      })
      .click();
    await expect(page.getByText('声をイベントから外しました。')).toBeVisible();
    await expect(linked).toHaveCount(0);
  });

  test('a plain user opening /event/new cannot create an event', async ({ page }) => {
    await logIn(page, DEMO_USER);
    await page.goto('/event/new');
    await expect(page.getByText('イベントを公開できるのは主催者だけです')).toBeVisible();
    await expect(page.getByRole('form', { name: 'イベント作成' })).toHaveCount(0);
    const response = await page.request.post('/api/auth/events', {
      multipart: { title: 'x', event_img: pngFile('e.png'), company_logo_img: pngFile('l.png') },
    });
    expect(response.status()).toBe(403);
  });
});
