import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, logIn } from './support/demo.ts';
import { noTiles } from './support/map.ts';

const homeMap = (page: Page) => page.getByRole('region', { name: '投稿の地図' });

/** Posts a statement at a point; far from the demo pins, in a town no other test visits. */
async function postAt(page: Page, title: string, latitude: number, longitude: number) {
  const response = await page.request.post('/api/auth/statements', {
    multipart: {
      title,
      description: '重なる印はまとめて件数で表示されること。',
      address: '愛知県名古屋市',
      latitude: String(latitude),
      longitude: String(longitude),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** What a test posted: deleted after it, so that a retry counts the same pins. */
const posted: number[] = [];

test.describe('clusters on the home map', () => {
  test.beforeEach(async ({ page }) => noTiles(page));
  test.afterEach(async ({ page }) => {
    for (const id of posted.splice(0)) {
      await page.request.post(`/api/auth/user/statements/delete/${id}`);
    }
  });

  test('statements that overlap are one cluster with their count; it zooms in, and a list opens those of one spot', async ({
    page,
  }) => {
    await logIn(page, DEMO_USER);
    const search = await page.request.get(
      `/api/geo/search?${new URLSearchParams({ q: '名古屋' })}`,
    );
    const [nagoya] = (await search.json()).data as { latitude: number; longitude: number }[];
    if (!nagoya) throw new Error('the gazetteer does not know 名古屋');
    const run = Date.now();
    // Three at one spot, which no zoom parts; two more a little north-east, 60 m apart.
    const sameSpot = [1, 2, 3].map((n) => `e2e 同じ場所の声 ${n} ${run}`);
    for (const title of sameSpot) {
      posted.push(await postAt(page, title, nagoya.latitude, nagoya.longitude));
    }
    const near = [1, 2].map((n) => `e2e 近くの声 ${n} ${run}`);
    const { latitude, longitude } = nagoya;
    posted.push(await postAt(page, near[0] as string, latitude + 0.0015, longitude + 0.0015));
    posted.push(await postAt(page, near[1] as string, latitude + 0.0015, longitude + 0.0022));

    await page.goto('/');
    await expect(page.getByTestId('map-summary')).toBeVisible();
    await page.getByRole('textbox', { name: '場所を検索' }).fill('名古屋');
    await page
      .getByRole('option', { name: /名古屋/ })
      .first()
      .click();
    await expect(page.getByTestId('map-summary')).toHaveText('地図のこの範囲に 5件');

    // Zoomed out, the five are one cluster, a button of its own size that names its count.
    const map = homeMap(page);
    const five = map.getByRole('button', { name: '5件の投稿 — 拡大' });
    await expect(five).toBeVisible();
    await expect(five).toHaveText('5');
    const box = await five.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    for (const title of [...sameSpot, ...near]) await expect(map.getByTitle(title)).toHaveCount(0);

    // Enter on it (as a click) zooms in until the two near ones are pins of their own.
    await five.focus();
    await page.keyboard.press('Enter');
    const zoomable = map.getByRole('button', { name: /^\d+件の投稿 — 拡大$/ });
    await expect(async () => {
      if ((await zoomable.count()) > 0) await zoomable.first().click();
      for (const title of near) await expect(map.getByTitle(title)).toBeVisible({ timeout: 1_000 });
    }).toPass();

    // The three of one spot stay a cluster, which lists them; each leads to its info window.
    const spot = map.getByRole('button', { name: '3件の投稿 — 一覧を表示' });
    await expect(spot).toBeVisible();
    await spot.click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByText('この場所に3件')).toBeVisible();
    for (const title of sameSpot)
      await expect(popup.getByRole('button', { name: title })).toBeVisible();
    const entry = popup.getByRole('button', { name: sameSpot[1] as string });
    await entry.click();
    await expect(entry).toBeHidden();
    await expect(
      popup.getByRole('paragraph').filter({ hasText: sameSpot[1] as string }),
    ).toBeVisible();
    await expect(popup.getByRole('link', { name: '詳細を見る' })).toHaveAttribute(
      'href',
      /^\/\?statement=\d+$/,
    );
    const back = popup.getByRole('button', { name: '一覧に戻る' });
    await expect(back).toBeFocused();
    await back.click();
    await expect(entry).toBeFocused();
    await expect(popup.getByRole('button', { name: sameSpot[2] as string })).toBeVisible();
  });
});
