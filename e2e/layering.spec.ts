import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshEmail } from './support/accounts.ts';
import { DEMO_USER, logIn } from './support/demo.ts';
import { noTiles } from './support/map.ts';

/**
 * The home map's markers, controls and notice must stay inside the map's own layer: every
 * dialog, dropdown, the sticky header and the phone menu is drawn above them and gets the clicks.
 */

const VIEWPORTS = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
};

const HEADER_HEIGHT = 60;

const homeMap = (page: Page) => page.getByRole('region', { name: '投稿の地図' });

/**
 * What something else covers in `container`: the middle of each of its visible buttons,
 * fields, links and options, and of each map marker or control lying beneath it, must show
 * an element inside it.
 */
function coveredPoints(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    // Only what can be seen: on screen, and not scrolled out of a scrolling dialog.
    const frame = root.getBoundingClientRect();
    const left = Math.max(0, frame.left);
    const top = Math.max(0, frame.top);
    const right = Math.min(window.innerWidth, frame.right);
    const bottom = Math.min(window.innerHeight, frame.bottom);
    const controls = root.querySelectorAll<HTMLElement>(
      'button, input, textarea, select, a[href], [role="option"]',
    );
    const mapItems = document.querySelectorAll<HTMLElement>(
      '.leaflet-marker-icon, .leaflet-control a, .iagree-map__notice',
    );
    const covered: string[] = [];
    let checked = 0;
    for (const element of [...Array.from(controls), ...Array.from(mapItems)]) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !element.checkVisibility()) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < left || y < top || x >= right || y >= bottom) continue;
      checked += 1;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !root.contains(hit)) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        covered.push(
          `${element.tagName} "${name}" under ${hit?.getAttribute('class') ?? hit?.tagName}`,
        );
      }
    }
    // A container with nothing to check would pass for the wrong reason.
    return checked === 0 ? ['nothing on screen'] : covered;
  });
}

async function expectOnTop(container: Locator) {
  await expect(container).toBeVisible();
  await expect.poll(() => coveredPoints(container)).toEqual([]);
}

/**
 * The home page with its map drawn (markers, zoom buttons and the no-tiles notice) and
 * scrolled to just under the header, where dialogs and menus open over it.
 */
async function openHome(page: Page) {
  await noTiles(page);
  await page.goto('/');
  const map = homeMap(page);
  await expect(map.locator('.iagree-pin').first()).toBeVisible();
  await expect(map.getByText('地図画像を読み込めませんでした')).toBeVisible();
  await map.evaluate(
    (element, header) => window.scrollBy(0, element.getBoundingClientRect().top - header),
    HEADER_HEIGHT,
  );
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`over the home map (${device})`, () => {
    test.use({ viewport });

    test('the login, signup, error and invite dialogs take their own clicks', async ({ page }) => {
      await openHome(page);
      await page.getByRole('banner').getByRole('button', { name: 'ログイン' }).click();
      const login = page.getByRole('dialog', { name: 'ログイン' });
      await expectOnTop(login);

      await login.getByRole('textbox', { name: 'メールアドレス' }).fill(freshEmail('layering'));
      await login.getByRole('textbox', { name: 'パスワード' }).fill('not-the-password');
      await login.getByRole('button', { name: 'ログイン', exact: true }).click();
      const error = page.getByRole('dialog', { name: 'エラー' });
      await expectOnTop(error);
      await error.getByRole('button', { name: '閉じる' }).click();
      await expect(error).toBeHidden();

      await login.getByRole('button', { name: '新規登録' }).click();
      await expectOnTop(page.getByRole('dialog', { name: '新規登録' }));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: '友だちを招待' }).click();
      await expectOnTop(page.getByRole('dialog', { name: '友だちを iAgree に招待' }));
    });

    test('the add-statement and profile dialogs take their own clicks', async ({ page }) => {
      await logIn(page, DEMO_USER);
      await openHome(page);
      await page.getByRole('button', { name: /どんなことを望みますか/ }).click();
      await expectOnTop(page.getByRole('dialog', { name: '声を投稿' }));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
      await page.getByRole('menuitem', { name: 'プロフィール' }).click();
      await expectOnTop(page.getByRole('dialog', { name: 'プロフィール' }));
    });

    test('the category dropdown opened up over the map takes its own clicks', async ({ page }) => {
      await openHome(page);
      const category = page
        .getByRole('region', { name: 'Agree ランキング' })
        .getByRole('combobox', { name: 'カテゴリー' });
      // At the bottom of the screen the list opens upwards, over the map.
      await category.evaluate((field) => field.scrollIntoView({ block: 'end' }));
      await category.click();
      await expectOnTop(page.getByRole('listbox', { name: 'カテゴリー' }));
    });

    test('a toast leaves the header and its user menu free', async ({ page }) => {
      await logIn(page, DEMO_USER);
      await page.goto('/');
      await page.getByRole('button', { name: /どんなことを望みますか/ }).click();
      const form = page.getByRole('dialog', { name: '声を投稿' });
      await form.getByRole('textbox', { name: 'タイトル' }).fill(`e2e 通知の位置 ${Date.now()}`);
      await form.getByRole('textbox', { name: '内容' }).fill('通知がメニューを隠さないこと。');
      await form.getByRole('button', { name: '投稿する' }).click();
      const toast = page.getByRole('alert').filter({ hasText: '声を投稿しました！' });
      // Hovering waits until the toast has slid in, and keeps it open.
      await toast.hover();
      // The closing form's own <header> counts as a banner until it is gone.
      await expect(form).toBeHidden();
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'ユーザーメニュー' })).toBeVisible();
      const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), header.boundingBox()]);
      const headerBottom = headerBox ? headerBox.y + headerBox.height : Infinity;
      expect(toastBox?.y).toBeGreaterThanOrEqual(headerBottom);
    });

    test('the sticky header stays above the map scrolled under it', async ({ page }) => {
      await openHome(page);
      // The map's top 12 px under the header: its zoom buttons and notice reach into it.
      await page.evaluate((by) => window.scrollBy(0, by), HEADER_HEIGHT - 12);
      await expectOnTop(page.getByRole('banner'));
    });
  });
}

test.describe('over the home map (phone menu)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the phone menu takes its own clicks', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'メニューを開閉' }).click();
    // The whole menu panel, not only the list of its links, covers the page.
    await expectOnTop(page.getByRole('navigation', { name: 'メインメニュー' }).locator('xpath=..'));
  });
});
