import { expect, test, type Page } from '@playwright/test';
import { COOKIES } from '@iagree/contract';
import { DEMO_ORGANISER, DEMO_USER, logIn, pngFile } from './support/demo.ts';
import { inFrame, noTiles, offCentre, pickPlaceOnMap } from './support/map.ts';
import { baseURL } from './support/ports.ts';
import { showList } from './support/list.ts';

/** A demo statement of today in Toyosu, inside the home map's first view. */
const TOYOSU_STATEMENT = '駅前の駐輪場を増やしてほしい';

/** SegmentedControl hides its radios behind their labels: click the label, as a person does. */
const chooseRange = (page: Page, label: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();

const homeMap = (page: Page) => page.getByRole('region', { name: '投稿の地図' });
const markers = (page: Page) => homeMap(page).locator('.iagree-pin');

/** Where the browser says the user is (Toyosu): the picker opens there at zoom 16. */
const HERE = { latitude: 35.6547, longitude: 139.7966 };

/** One text field of a multipart body. */
const formField = (body: string, name: string) =>
  body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`))?.[1];

/**
 * Where the user is when posting a statement with a place picked on the map: Chiba, outside
 * the home map's first view and far from the demo pins, which a pin close by would join in a
 * cluster.
 */
const CHIBA = { latitude: 35.6073, longitude: 140.1063 };

/** The demo user's post composer, opened from the home page once its map has answered. */
async function openComposer(page: Page) {
  await logIn(page, DEMO_USER);
  await page.goto('/');
  await expect(page.getByTestId('map-summary')).toBeVisible();
  await page.getByRole('button', { name: /どんなことを望みますか/ }).click();
  return page.getByRole('dialog', { name: '声を投稿' });
}

/** The saved place is the clicked point: a little east of `here`, at the same latitude. */
function expectPickedPoint(
  saved: { latitude: number | null; longitude: number | null },
  here = HERE,
) {
  expect(saved.latitude).toBeCloseTo(here.latitude, 3);
  expect(saved.longitude).toBeGreaterThan(here.longitude);
  expect(saved.longitude).toBeCloseTo(here.longitude, 2);
}

const tokyoDate = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Asia/Tokyo' });

/** Whether the statement titled `title` was posted on today's date in Tokyo. */
async function postedTodayInTokyo(page: Page, title: string): Promise<boolean> {
  const found = await page.request.get(`/api/statements?keyword=${encodeURIComponent(title)}`);
  const { data } = (await found.json()) as { data: { title: string; created_at: string }[] };
  const statement = data.find((item) => item.title === title);
  if (!statement) throw new Error(`no statement titled ${title}`);
  return tokyoDate(new Date(statement.created_at)) === tokyoDate(new Date());
}

test.describe('the home map', () => {
  test.beforeEach(async ({ page }) => noTiles(page));

  test('shows the seeded statements as markers, and the range buttons change them', async ({
    page,
  }) => {
    await page.goto('/');
    const map = page.getByRole('region', { name: '投稿の地図' });
    await expect(map.getByTitle(TOYOSU_STATEMENT)).toBeVisible();
    const summary = page.getByTestId('map-summary');
    await expect(summary).toHaveText(/^地図のこの範囲に \d+件$/);
    const all = await markers(page).count();
    expect(all).toBeGreaterThan(3);

    await chooseRange(page, '今日');
    await expect.poll(() => markers(page).count()).toBeLessThan(all);
    // The demo posts it "today" when the server starts; a run that goes past midnight in Tokyo
    // after that finds it on the day before.
    if (await postedTodayInTokyo(page, TOYOSU_STATEMENT))
      await expect(map.getByTitle(TOYOSU_STATEMENT)).toBeVisible();
    else await expect(map.getByTitle(TOYOSU_STATEMENT)).toHaveCount(0);
    const today = await markers(page).count();

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
    await expect(popup.getByText(/^\d+ Agree$/)).toBeVisible();
    await expect(popup.getByRole('link', { name: '詳細を見る' })).toHaveAttribute(
      'href',
      /^\/\?statement=\d+$/,
    );
  });

  for (const [locale, text] of Object.entries({
    ja: { map: '投稿の地図', zoomIn: '拡大', zoomOut: '縮小', close: '情報ウィンドウを閉じる' },
    en: {
      map: 'Map of statements',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      close: 'Close the info window',
    },
  })) {
    test(`names its zoom buttons and popup close button in ${locale}`, async ({ page }) => {
      await page.context().addCookies([{ name: COOKIES.locale, value: locale, url: baseURL }]);
      await page.goto('/');
      const map = page.getByRole('region', { name: text.map });
      for (const name of [text.zoomIn, text.zoomOut]) {
        await expect(map.getByRole('button', { name, exact: true })).toHaveAttribute('title', name);
      }
      await map.getByTitle(TOYOSU_STATEMENT).click();
      const close = page.locator('.leaflet-popup').getByRole('button', { name: text.close });
      await close.click();
      await expect(page.locator('.leaflet-popup')).toHaveCount(0);
    });
  }

  test('an address clicked far down the list brings the map into view, its marker marked', async ({
    page,
  }) => {
    await page.goto('/');
    const map = homeMap(page);
    await expect(markers(page).first()).toBeVisible();
    // The list's first page, all of it: its cards render once it is near the screen.
    const list = await showList(page);
    await expect(list.getByText('Top 10', { exact: true })).toBeVisible();
    const places = list.getByRole('button', { name: /を地図で表示$/ });
    const place = places.nth((await places.count()) - 1);
    await place.scrollIntoViewIfNeeded();
    await expect(map).not.toBeInViewport();
    await expect(map.locator('.iagree-pin--focus')).toHaveCount(0);

    await place.click();
    await expect(map).toBeInViewport({ ratio: 1 });
    const focused = map.locator('.iagree-pin--focus');
    await expect(focused.first()).toBeVisible();
    // Every marked marker is the one at the middle: the clicked statement's place.
    for (const marker of await focused.all()) {
      await expect.poll(() => offCentre(map, marker)).toBeLessThan(3);
    }
  });

  test('a statement’s marker takes its new title when the statement is edited', async ({
    page,
  }) => {
    await logIn(page, DEMO_USER);
    const title = `e2e 地図で名前が変わる声 ${Date.now()}`;
    const created = await page.request.post('/api/auth/statements', {
      multipart: {
        title,
        description: '編集すると地図の印も新しい名前になること。',
        address: '東京都江東区',
        latitude: '35.6605',
        longitude: '139.8105',
      },
    });
    expect(created.status()).toBe(201);
    const { data: statement } = await created.json();

    await page.goto('/');
    await expect(homeMap(page).getByTitle(title)).toBeVisible();
    const list = page.getByRole('region', { name: 'Agree ランキング' });
    await list.getByRole('combobox', { name: '並び順' }).click();
    await page.getByRole('option', { name: '新しい順' }).click();
    const item = list.getByRole('article', { name: title });
    await item.getByRole('button', { name: `「${title}」の操作` }).click();
    await page.getByRole('menuitem', { name: '編集' }).click();
    const form = page.getByRole('dialog', { name: '声を編集' });
    await form.getByRole('textbox', { name: 'タイトル' }).fill(`${title} 改`);
    const updating = page.waitForResponse((response) =>
      response.url().endsWith(`/api/auth/user/statements/update/${statement.id}`),
    );
    await form.getByRole('button', { name: '更新する' }).click();
    expect((await updating).status()).toBe(200);
    await expect(page.getByText('声を更新しました')).toBeVisible();

    await expect(homeMap(page).getByTitle(`${title} 改`)).toBeVisible();
    await expect(homeMap(page).getByTitle(title, { exact: true })).toHaveCount(0);
  });

  test('on a phone the list’s filters apply to the map too, and the map says what it counts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const keyword = encodeURIComponent(TOYOSU_STATEMENT);
    const answer = await page.request.get(`/api/statements?keyword=${keyword}`);
    const found = ((await answer.json()).data as Array<{ title: string; status: string }>).find(
      (statement) => statement.title === TOYOSU_STATEMENT,
    );
    if (!found) throw new Error('the demo data lacks the Toyosu statement');
    const otherStatus = found.status === 'done' ? 'declined' : 'done';
    const summary = page.getByTestId('map-summary');

    await page.goto(`/?keyword=${keyword}`);
    await expect(homeMap(page).getByTitle(TOYOSU_STATEMENT)).toBeVisible();
    await expect(summary).toHaveText(/^地図のこの範囲に 条件に合う投稿 \d+件$/);
    await expect(page.getByRole('radiogroup', { name: '地図の期間' })).toBeVisible();

    // A status the statement does not have: the list shows nothing, and neither does the map,
    // which asks for no other period while it shows them all.
    await page.goto(`/?keyword=${keyword}&status=${otherStatus}`);
    await expect(summary).toHaveText(/^地図のこの範囲に条件に合う投稿はありません。/);
    await chooseRange(page, '今日');
    await expect(summary).toHaveText(/期間を「すべて」にしてください/);
    await expect(homeMap(page).getByTitle(TOYOSU_STATEMENT)).toHaveCount(0);
  });

  test('when the matches lie outside the view, a button fits the map to all of them', async ({
    page,
  }) => {
    await page.goto(`/?keyword=${encodeURIComponent(TOYOSU_STATEMENT)}`);
    await expect(homeMap(page).getByTitle(TOYOSU_STATEMENT)).toBeVisible();
    const fitAll = page.getByRole('button', { name: /^条件に合う投稿 \d+件をすべて表示$/ });
    await expect(fitAll).toHaveCount(0);

    // Away to Osaka: the match is still in the list, no longer in the map's view.
    await page.getByRole('textbox', { name: '場所を検索' }).fill('大阪');
    await page.getByRole('option', { name: /大阪府大阪市/ }).click();
    await expect(homeMap(page).getByTitle(TOYOSU_STATEMENT)).toHaveCount(0);
    await fitAll.focus();
    await page.keyboard.press('Enter');
    await expect(homeMap(page).getByTitle(TOYOSU_STATEMENT)).toBeVisible();
    await expect(fitAll).toHaveCount(0);
  });

  test('a new search whose matches all lie outside the view brings them into it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('map-summary')).toBeVisible();
    await page.getByRole('textbox', { name: '場所を検索' }).fill('大阪');
    await page.getByRole('option', { name: /大阪府大阪市/ }).click();
    await expect(homeMap(page).getByTitle(TOYOSU_STATEMENT)).toHaveCount(0);

    // No button to find below the tall map on a phone: the map goes to the matches itself.
    await page.getByRole('searchbox', { name: '投稿を検索' }).fill(TOYOSU_STATEMENT);
    await expect(homeMap(page).getByTitle(TOYOSU_STATEMENT)).toBeVisible();
    await expect(page.getByTestId('map-summary')).toHaveText(/条件に合う投稿 \d+件$/);
  });

  test('searches a place and reloads the statements around it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('map-summary')).toBeVisible();
    await page.getByRole('textbox', { name: '場所を検索' }).fill('大阪');
    await page.getByRole('option', { name: /大阪府大阪市/ }).click();
    await expect(page.getByTestId('map-summary')).toHaveText(
      '地図のこの範囲・期間に投稿はありません。地図を動かすか縮小してください。',
    );
  });
});

test.describe('the place picker', () => {
  test.use({ permissions: ['geolocation'], geolocation: HERE });
  test.beforeEach(async ({ page }) => noTiles(page));

  test('a map click sets the reverse-geocoded place, saved with the new event', async ({
    page,
  }) => {
    await logIn(page, DEMO_ORGANISER);
    await page.goto('/event/new');
    const form = page.getByRole('form', { name: 'イベント作成' });
    const address = '東京都江東区';
    await pickPlaceOnMap(page, form, { field: '場所', name: address });

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
      await (await chooser).setFiles(pngFile(name));
    }
    await form.getByRole('button', { name: 'イベントを作成' }).click();
    await expect(page.getByText('イベントを作成しました')).toBeVisible();

    const saved = await page.request.get(`/api/events?${new URLSearchParams({ keyword: title })}`);
    const [event] = (await saved.json()).data;
    expect(event).toMatchObject({ title, address });
    expectPickedPoint(event);

    // The event's page shows it on its map.
    await page.goto(`/event/${event.id}`);
    await expect(
      page.getByRole('region', { name: 'イベントの地図' }).getByTitle(title),
    ).toBeVisible();
  });

  test.describe('far from the demo pins', () => {
    test.use({ geolocation: CHIBA });

    test('a map click sets the place of a new statement, shown in the list and on the home map', async ({
      page,
    }) => {
      const form = await openComposer(page);
      const title = `e2e 地図で場所を選んだ声 ${Date.now()}`;
      await form.getByRole('textbox', { name: 'タイトル' }).fill(title);
      await form.getByRole('textbox', { name: '内容' }).fill('ここにベンチがほしいです。');
      const address = '千葉県千葉市';
      await pickPlaceOnMap(page, form, { field: '場所', name: address });

      const posting = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/auth/statements') && response.request().method() === 'POST',
      );
      await form.getByRole('button', { name: '投稿する' }).click();
      const posted = await posting;
      expect(posted.status()).toBe(201);
      // What the form sent is what the server saved.
      const sent = posted.request().postData() ?? '';
      const { data: created } = await posted.json();
      expect(created).toMatchObject({ title, address });
      expectPickedPoint(created, CHIBA);
      expect(formField(sent, 'address')).toBe(address);
      expect(Number(formField(sent, 'latitude'))).toBe(created.latitude);
      expect(Number(formField(sent, 'longitude'))).toBe(created.longitude);
      const { data: stored } = await (
        await page.request.get(`/api/statements/${created.id}`)
      ).json();
      expect(stored).toMatchObject({
        address,
        latitude: created.latitude,
        longitude: created.longitude,
      });
      await expect(page.getByText('声を投稿しました！')).toBeVisible();
      await expect(form).toBeHidden();

      // The list shows its place, which centres the home map on its marker.
      const item = (await showList(page)).getByRole('article', { name: title });
      const place = item.getByRole('button', { name: `${address}を地図で表示` });
      await expect(place).toBeVisible();
      // Outside the map's first view until the address takes the map there.
      const marker = homeMap(page).getByTitle(title);
      expect(await inFrame(homeMap(page), marker)).toBe(false);
      await place.click();
      await expect(marker).toBeVisible();
      await expect.poll(() => offCentre(homeMap(page), marker)).toBeLessThan(3);

      // Its info window leads to the detail, which names the place.
      await marker.click();
      await page.locator('.leaflet-popup').getByRole('link', { name: '詳細を見る' }).click();
      const detail = page.getByRole('dialog', { name: '声の詳細' });
      await expect(detail.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await expect(detail.getByText(address)).toBeVisible();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the picker’s labels and the place search’s suggestions stay on the screen', async ({
      page,
    }) => {
      await (await openComposer(page)).getByRole('button', { name: '地図で選ぶ' }).click();
      const picker = page.getByRole('dialog', { name: '場所を選択' });
      // Beside the hint, the location button shows its whole label.
      const label = picker.getByRole('button', { name: '現在地' }).locator('.mantine-Button-label');
      expect(await label.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
      await picker.getByRole('textbox', { name: '場所を検索' }).fill('ねりま');
      const suggestion = page.getByRole('option', { name: /東京都練馬区/ });
      await expect(suggestion).toBeVisible();

      // A phone widens the page to show what lies past its right edge: nothing may.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      const [list, dialog] = await Promise.all([
        page.getByRole('listbox').boundingBox(),
        picker.boundingBox(),
      ]);
      expect(list && list.x + list.width).toBeLessThanOrEqual(390);
      expect(dialog).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      await suggestion.click();
      await expect(picker.getByLabel('場所の名前')).toHaveValue('東京都練馬区');
    });
  });
});
