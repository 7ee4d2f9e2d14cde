import { expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'iagree-demo-2026';
const ORGANISER = 'organizer@iagree.local';
/** A demo statement of today in Toyosu, inside the home map's first view. */
const TOYOSU_STATEMENT = '駅前の駐輪場を増やしてほしい';

/** This machine has no internet: tiles are refused at once instead of timing out. */
async function noTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

/** SegmentedControl hides its radios behind their labels: click the label, as a person does. */
const chooseRange = (page: Page, label: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

const markers = (page: Page) =>
  page.getByRole('region', { name: '投稿の地図' }).locator('.iagree-pin');

test.describe('the home map', () => {
  test.beforeEach(async ({ page }) => noTiles(page));

  test('shows the seeded statements as markers, and the range buttons change them', async ({
    page,
  }) => {
    await page.goto('/');
    const map = page.getByRole('region', { name: '投稿の地図' });
    await expect(map.getByTitle(TOYOSU_STATEMENT)).toBeVisible();
    const summary = page.getByTestId('map-summary');
    await expect(summary).toHaveText(/^この範囲の投稿 \d+件$/);
    const all = await markers(page).count();
    expect(all).toBeGreaterThan(3);

    await chooseRange(page, '今日');
    await expect.poll(() => markers(page).count()).toBeLessThan(all);
    await expect(map.getByTitle(TOYOSU_STATEMENT)).toBeVisible();
    const today = await markers(page).count();
    expect(today).toBeGreaterThan(0);

    await chooseRange(page, '1年');
    await expect.poll(() => markers(page).count()).toBeGreaterThan(today);
    await chooseRange(page, 'すべて');
    await expect.poll(() => markers(page).count()).toBe(all);
    // No internet here: the map says so and keeps working.
    await expect(map.getByText('地図画像を読み込めませんでした')).toBeVisible();
  });

  test('opens the info window of a statement with a link to its detail', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: '投稿の地図' }).getByTitle(TOYOSU_STATEMENT).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByText(TOYOSU_STATEMENT)).toBeVisible();
    await expect(popup.getByText(/^賛同 \d+$/)).toBeVisible();
    await expect(popup.getByRole('link', { name: '詳細を見る' })).toHaveAttribute(
      'href',
      /^\/\?statement=\d+$/,
    );
  });

  test('searches a place and reloads the statements around it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('map-summary')).toBeVisible();
    await page.getByRole('textbox', { name: '場所を検索' }).fill('大阪');
    await page.getByRole('option', { name: /大阪府大阪市/ }).click();
    await expect(page.getByTestId('map-summary')).toHaveText('この範囲・期間の投稿はありません。');
  });
});

test.describe('the event form’s place picker', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { latitude: 35.6547, longitude: 139.7966 },
  });

  test('a map click sets the reverse-geocoded place, saved with the new event', async ({
    page,
  }) => {
    await noTiles(page);
    const login = await page.request.post('/api/auth/login', {
      data: { email: ORGANISER, password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/event/new');
    const form = page.getByRole('form', { name: 'イベント作成' });
    await form.getByRole('button', { name: '地図で選ぶ' }).click();

    const picker = page.getByRole('dialog', { name: '場所を選択' });
    const map = picker.getByRole('region', { name: '地図: クリックして場所を設定' });
    // The browser's position centres the map (zoom 16) and is marked.
    await expect(map.getByTitle('現在地')).toBeVisible();
    const box = await map.boundingBox();
    if (!box) throw new Error('the picker map has no size');
    await map.click({ position: { x: box.width / 2 + 80, y: box.height / 2 } });
    await expect(map.getByTitle('選択した場所')).toBeVisible();
    await expect(picker.getByLabel('場所の名前')).toHaveValue('東京都江東区');
    await picker.getByRole('button', { name: 'この場所に設定' }).click();
    await expect(picker).toBeHidden();
    await expect(form.getByLabel('場所', { exact: true })).toHaveValue('東京都江東区');
    await expect(form.getByText(/^地図上の位置 35\.65\d+, 139\.79\d+$/)).toBeVisible();

    const title = `e2e 地図で場所を選んだイベント ${Date.now()}`;
    await form.getByLabel('タイトル').fill(title);
    await form.getByLabel('会社名').fill('e2e 実行委員会');
    await form.getByLabel('内容').fill('地図で選んだ場所で開きます。');
    for (const [field, name] of [
      ['会社ロゴ', 'logo.png'],
      ['イベント画像', 'event.png'],
    ] as const) {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: `画像を選択: ${field}` }).click();
      await (
        await chooser
      ).setFiles({
        name,
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQWjUTK2IYSAkAh7NC8Yn4KvwAAAAASUVORK5CYII=',
          'base64',
        ),
      });
    }
    await form.getByRole('button', { name: 'イベントを作成' }).click();
    await expect(page.getByText('イベントを作成しました')).toBeVisible();

    const saved = await page.request.get(`/api/events?${new URLSearchParams({ keyword: title })}`);
    const [event] = (await saved.json()).data;
    expect(event).toMatchObject({ title, address: '東京都江東区' });
    expect(event.latitude).toBeCloseTo(35.6547, 2);
    expect(event.longitude).toBeCloseTo(139.7966, 2);

    // The event's page shows it on its map.
    await page.goto(`/event/${event.id}`);
    await expect(
      page.getByRole('region', { name: 'イベントの地図' }).getByTitle(title),
    ).toBeVisible();
  });
});
