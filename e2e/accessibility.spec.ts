import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, type Locale, settled, useLocale } from './support/axe.ts';
import { seedConsultation } from './support/consultation.ts';
import { DEMO_ORGANISER, DEMO_USER, logIn } from './support/demo.ts';
import { noTiles } from './support/map.ts';
import { budgetIn } from './support/budgets.ts';
import { showList } from './support/list.ts';

/** The few names the tests click, in both languages. */
const names = {
  ja: {
    login: 'ログイン',
    toSignup: '新規登録',
    forgot: 'パスワードをお忘れの方',
    invite: '友だちを招待',
    share: /^「.+」をシェア$/,
    list: 'Agree ランキング',
    actions: /^「.+」の操作$/,
    edit: '編集',
    userMenu: 'ユーザーメニュー',
    profile: 'プロフィール',
    deleteAccount: 'アカウントを削除する…',
    bell: /^通知/,
    prompt: /まちにどんなことを望みますか/,
    pickPlace: '地図で選ぶ',
    reports: '報告',
    log: '操作履歴',
    startDate: '開始日',
    departments: '部署と職員',
    weekFigures: '週ごとの新しい声の数値',
    createDepartment: '部署を作成',
    budgets: '参加型予算',
    createBudget: '予算を作成',
    opinionMap: /意見の地図/,
    consultations: '意見募集',
    agree: '賛成',
    myVotes: 'あなたの投票（1 件）',
    consultationsTable: /意見募集（新しい順）/,
  },
  en: {
    login: 'Login',
    toSignup: 'Create an account',
    forgot: 'Forgot your password?',
    invite: 'Invite friends',
    share: /^Share “.+”$/,
    list: 'Agree ranking',
    actions: /^Actions for “.+”$/,
    edit: 'Edit',
    userMenu: 'User menu',
    profile: 'Profile',
    deleteAccount: 'Delete my account…',
    bell: /^Notifications/,
    prompt: /What would you like to see in your town/,
    pickPlace: 'Choose on the map',
    reports: 'Reports',
    log: 'Action log',
    startDate: 'Start date',
    departments: 'Departments and staff',
    weekFigures: 'Figures of New statements per week',
    createDepartment: 'Create department',
    budgets: 'Budgets',
    createBudget: 'Create budget',
    opinionMap: /Opinion map/,
    consultations: 'Consultations',
    agree: 'Agree',
    myVotes: 'Your votes (1)',
    consultationsTable: /Consultations, newest first/,
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

/** Every public route (SPEC §2) without a map of pins. */
const publicRoutes = [
  '/event',
  // A person's public profile (issue 17): their statements, events and the sort menu.
  '/user/1',
  '/about',
  '/faqs',
  '/open-data',
  // Participatory budgets (issue 33); a budget's own pages have a test of their own below.
  '/budgets',
  '/policy',
  '/terms-of-use',
  '/contact',
  '/login',
  '/signup',
  '/forgot-password',
  '/api/password/reset/not-a-real-token',
  '/auth/signup/activate/not-a-real-token',
  // Its call answers 404: the page's error state.
  '/unsubscribe/not-a-real-token-0000',
];

const routeGroups = (routes: string[], size: number) =>
  Array.from({ length: Math.ceil(routes.length / size) }, (_, index) =>
    routes.slice(index * size, (index + 1) * size),
  );

/** The routes behind a login (the organiser may create and edit events). */
const organiserRoutes = [
  '/event/new',
  '/event/edit/1',
  '/notifications',
  '/settings/notifications',
  '/settings/account',
  '/my-statements',
  '/my-statements?tab=followed',
  // Issue 34: starting a consultation.
  '/consultation/new',
];

/**
 * The routes with a map of pins: pins that would overlap are drawn as one cluster, so no
 * target hides another (SC 2.5.8). An unknown path lands on home.
 */
const routesWithPins = ['/', '/event/1', '/no-such-page'];

async function firstStatementId(page: Page): Promise<number> {
  const response = await page.request.get('/api/statements');
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data[0]?.id ?? 1;
}

/** Checks the `open` stacked dialogs with axe, then closes them with Escape. */
async function checkDialogs(page: Page, what: string, open = 1) {
  const dialogs = page.getByRole('dialog');
  // The first dialog of a page waits for its lazy chunks, which a loaded machine serves slowly.
  await expect(dialogs).toHaveCount(open, { timeout: 15_000 });
  await expectAccessible(page, what, 'dialog');
  // One Escape per dialog; when the picker has not taken the focus yet, one closes both.
  await expect(async () => {
    if ((await dialogs.count()) > 0) await page.keyboard.press('Escape');
    await expect(dialogs).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

test.describe.configure({ mode: 'parallel' });

for (const locale of ['ja', 'en'] as const) {
  const t = names[locale];

  test.describe(`axe, ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await noTiles(page);
      await useLocale(page, locale);
    });

    // A few routes a test, so that a loaded machine's slower pages fit each test's time.
    for (const [index, routes] of routeGroups(publicRoutes, 5).entries()) {
      test(`every public route (${index + 1})`, async ({ page }) => {
        test.setTimeout(90_000);
        for (const route of routes) {
          await page.goto(route);
          await expectAccessible(page, `${locale} ${route}`);
        }
      });
    }

    test('the routes with a map of pins', async ({ page }) => {
      test.setTimeout(90_000);
      for (const route of routesWithPins) {
        await page.goto(route);
        await expectAccessible(page, `${locale} ${route}`);
      }
    });

    test('every route behind a login', async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page, DEMO_ORGANISER);
      for (const route of organiserRoutes) {
        await page.goto(route);
        await expectAccessible(page, `${locale} ${route} (organiser)`);
      }
    });

    test('the moderation page, both tabs (role 1)', async ({ page }) => {
      test.setTimeout(90_000);
      // A placeless statement (it covers no demo pin), reported: the reports tab lists it.
      await logIn(page, DEMO_USER);
      const posted = await page.request.post('/api/auth/statements', {
        multipart: { title: `e2e a11y moderation ${locale} ${Date.now()}`, description: 'e2e' },
      });
      expect(posted.ok()).toBe(true);
      const { data: statement } = (await posted.json()) as { data: { id: number } };
      await logIn(page, DEMO_ORGANISER);
      const reported = await page.request.post('/api/auth/reports', {
        data: { target_type: 'statement', target_id: statement.id, reason: 'spam' },
      });
      expect(reported.ok()).toBe(true);

      await page.goto('/moderation');
      await expect(page.getByRole('list', { name: t.reports })).toBeVisible();
      await expectAccessible(page, `${locale} /moderation ${t.reports}`);

      // Hidden (which resolves its report): the action log has a row of its own.
      const hidden = await page.request.post(
        `/api/auth/moderation/statement/${statement.id}/hide`,
        { data: {} },
      );
      expect(hidden.ok()).toBe(true);
      await page.getByRole('tab', { name: t.log }).click();
      await expect(page.getByRole('table', { name: t.log })).toBeVisible();
      await expectAccessible(page, `${locale} /moderation ${t.log}`);
    });

    test('the city desk, both tabs (role 1)', async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page, DEMO_ORGANISER);
      await page.goto('/admin');
      await expect(page.getByRole('table', { name: t.weekFigures })).toBeAttached();
      await expectAccessible(page, `${locale} /admin`);
      await page.getByRole('tab', { name: t.departments }).click();
      await expect(page.getByRole('button', { name: t.createDepartment })).toBeVisible();
      await expectAccessible(page, `${locale} /admin ${t.departments}`);
    });

    test('a budget, its ballot, its results, and the budgets on /admin (issue 33)', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const title = `e2e a11y budget ${locale} ${Date.now()}`;
      const prices = [3000, 4000, 5000];
      const accepting = await budgetIn(page, 'accepting', { title, total: 8000, prices });
      const open = await budgetIn(page, 'balloting', { title, total: 8000, prices });
      const done = await budgetIn(page, 'finished', { title, total: 8000, prices, ballot: [0, 1] });
      await useLocale(page, locale);
      for (const route of [
        `/budgets/${accepting.id}`,
        `/budgets/${open.id}`,
        `/budgets/${open.id}/ballot`,
        `/budgets/${done.id}/results`,
      ]) {
        await page.goto(route);
        await expectAccessible(page, `${locale} ${route}`);
      }
      await logIn(page, DEMO_ORGANISER);
      await page.goto('/admin');
      await page.getByRole('tab', { name: t.budgets }).click();
      await expect(page.getByRole('button', { name: t.createBudget })).toBeVisible();
      await expectAccessible(page, `${locale} /admin ${t.budgets}`);
    });

    // Issue 34: the list, the voting card, the results once the analysis has run, and /admin's tab.
    test('consultations: the list, a voting card, its results and /admin', async ({ page }) => {
      test.setTimeout(120_000);
      const title = `e2e a11y consultation ${locale} ${Date.now()}`;
      const id = await seedConsultation(title);
      await page.goto('/consultation');
      await expect(page.getByRole('article', { name: title })).toBeVisible();
      await expectAccessible(page, `${locale} /consultation`);
      await logIn(page, DEMO_USER);
      await page.goto(`/consultation/${id}`);
      await expect(page.getByTestId('voting-statement')).toBeVisible();
      await expectAccessible(page, `${locale} /consultation/${id} (user)`);
      // After a vote: her votes, unfolded, each with the way to withdraw it.
      await page.getByRole('button', { name: t.agree, exact: true }).click();
      await page.getByRole('button', { name: t.myVotes }).click();
      await expect(page.getByRole('region', { name: t.myVotes })).toBeVisible();
      await expectAccessible(page, `${locale} /consultation/${id} (user, her votes)`);
      await page.goto(`/consultation/${id}/results`);
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('img', { name: t.opinionMap })).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await expectAccessible(page, `${locale} /consultation/${id}/results`);
      await logIn(page, DEMO_ORGANISER);
      await page.goto('/admin');
      await page.getByRole('tab', { name: t.consultations }).click();
      await expect(page.getByRole('table', { name: t.consultationsTable })).toBeVisible();
      await expectAccessible(page, `${locale} /admin ${t.consultations}`);
    });

    test('each modal a guest opens', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/?statement=${await firstStatementId(page)}`);
      await checkDialogs(page, `${locale} statement detail`);

      await page.getByRole('button', { name: t.invite }).click();
      await checkDialogs(page, `${locale} invite`);

      await (await showList(page, t.list)).getByRole('button', { name: t.share }).first().click();
      await checkDialogs(page, `${locale} share`);

      await page.getByRole('banner').getByRole('button', { name: t.login }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `${locale} login`, 'dialog');
      await page.getByRole('dialog').getByRole('button', { name: t.forgot }).click();
      await expectAccessible(page, `${locale} forgot password`, 'dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('button', { name: t.login }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.toSignup }).click();
      await checkDialogs(page, `${locale} signup`);

      await page.goto('/event');
      await page.getByRole('main').getByRole('button').first().click();
      await checkDialogs(page, `${locale} event detail`);
    });

    // Issue 29 item 6: views only an open control shows.
    test('an open statement menu, a calendar and a new statement with 0 Agree', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await logIn(page, DEMO_USER);
      const title = `e2e a11y menu ${locale} ${Date.now()}`;
      const posted = await page.request.post('/api/auth/statements', {
        multipart: { title, description: 'e2e' },
      });
      expect(posted.ok()).toBe(true);
      const { data: mine } = (await posted.json()) as { data: { id: number } };

      await page.goto('/my-statements');
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expectAccessible(page, `${locale} /my-statements (user)`);

      await page.goto(`/?statement=${mine.id}`);
      await page.getByRole('dialog').getByRole('button', { name: t.actions }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      // The whole page: the menu hangs in a portal outside the dialog.
      await expectAccessible(page, `${locale} statement menu`);

      await logIn(page, DEMO_ORGANISER);
      await page.goto('/event/new');
      await page.getByRole('button', { name: t.startDate }).click();
      await expect(page.locator('[data-dates-dropdown]')).toBeVisible();
      await expectAccessible(page, `${locale} /event/new calendar`);
    });

    test('each modal a user opens', async ({ page }) => {
      test.setTimeout(120_000);
      await logIn(page, DEMO_USER);
      const title = `e2e a11y ${locale} ${Date.now()}`;
      const posted = await page.request.post('/api/auth/statements', {
        multipart: {
          title,
          description: 'e2e',
          // Outside the home map's first view: a pin of its own there would cover the demo pins
          // that the map tests click.
          address: '神奈川県横浜市中区',
          latitude: '35.4437',
          longitude: '139.6380',
          categories: '3',
        },
      });
      expect(posted.ok()).toBe(true);
      const { data: mine } = (await posted.json()) as { data: { id: number } };
      await page.goto('/');

      await page.getByRole('button', { name: t.prompt }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `${locale} add statement`, 'dialog');
      await page.getByRole('dialog').getByRole('button', { name: t.pickPlace }).click();
      await checkDialogs(page, `${locale} place picker`, 2);

      await page.goto(`/?statement=${mine.id}`);
      await page.getByRole('dialog').getByRole('button', { name: t.actions }).click();
      await page.getByRole('menuitem', { name: t.edit }).click();
      await checkDialogs(page, `${locale} edit statement`, 2);

      await page.getByRole('banner').getByRole('button', { name: t.userMenu }).click();
      await page.getByRole('menuitem', { name: t.profile }).click();
      await checkDialogs(page, `${locale} profile`);

      await page.goto('/settings/account');
      await page.getByRole('button', { name: t.deleteAccount }).click();
      await checkDialogs(page, `${locale} delete account`);

      // The bell's menu over the page, with the demo user's notifications (or none).
      await page.getByRole('banner').getByRole('button', { name: t.bell }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, `${locale} notification bell`);
    });
  });
}

/** WCAG 2.2 SC 2.5.8: a target under 24×24 px passes only when a 24 px circle on it touches no other. */
const MIN_TARGET = 24;

test.describe('tap targets on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => noTiles(page));

  for (const [where, path] of [
    ['home', '/'],
    ['a statement’s detail', 'detail'],
    ['a budget’s ballot', 'ballot'],
  ] as const) {
    // Logged in as the organiser, who also sees the delete buttons of everyone's comments.
    test(`are 24 × 24 px or well spaced on ${where}`, async ({ page }) => {
      const ballot =
        path === 'ballot' &&
        (await budgetIn(page, 'balloting', {
          title: `e2e tap targets ${Date.now()}`,
          total: 10_000,
          prices: [3000, 4000],
        }));
      await logIn(page, DEMO_ORGANISER);
      await page.goto(
        ballot
          ? `/budgets/${ballot.id}/ballot`
          : path === 'detail'
            ? `/?statement=${await firstStatementId(page)}`
            : path,
      );
      if (path === 'detail') await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      const tooSmall = await page.evaluate((min) => {
        const scope = document.querySelector('[role=dialog]') ?? document.body;
        const targets = Array.from(
          scope.querySelectorAll('a, button, input, select, textarea, [role=button]'),
        )
          .filter((element) => {
            const style = getComputedStyle(element);
            const box = element.getBoundingClientRect();
            // Visually hidden inputs (a radio behind its label) are no targets themselves.
            return (
              element.checkVisibility({ opacityProperty: true }) &&
              box.width > 1 &&
              box.height > 1 &&
              style.pointerEvents !== 'none'
            );
          })
          .map((element) => ({ element, box: element.getBoundingClientRect() }));
        const small = (box: DOMRect) => box.width < min || box.height < min;
        const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
        const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
          Math.hypot(
            Math.max(box.left - point.x, 0, point.x - box.right),
            Math.max(box.top - point.y, 0, point.y - box.bottom),
          );
        return targets
          .filter(({ element, box }) => {
            if (!small(box)) return false;
            const here = centre(box);
            return targets.some((other) => {
              if (
                other.element === element ||
                other.element.contains(element) ||
                element.contains(other.element)
              )
                return false;
              if (small(other.box)) {
                const there = centre(other.box);
                return Math.hypot(here.x - there.x, here.y - there.y) < min;
              }
              return distanceToBox(here, other.box) < min / 2;
            });
          })
          .map(
            ({ element, box }) =>
              `${element.outerHTML.slice(0, 120)} ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }, MIN_TARGET);
      expect(tooSmall, tooSmall.join('\n')).toEqual([]);
    });
  }
});

test.describe('keyboard', () => {
  test.beforeEach(async ({ page }) => noTiles(page));

  test('opens the login and detail modals, Escape closes them and focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('button', { name: 'ログイン' });
    await login.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'ログイン' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(login).toBeFocused();

    const comments = (await showList(page))
      .getByRole('button', { name: /^コメント \d+ 件$/ })
      .first();
    await comments.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(comments).toBeFocused();
  });

  test('shows where the focus is: each control looks different while it has it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン' })).toBeVisible();
    // Inputs fade their focus border in over 100 ms: a look read at once could still be the
    // unfocused one. The test compares end states, so transitions are switched off.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.outlineStyle, style.outlineColor, style.borderColor, style.boxShadow].join();
    };
    // The header's controls and the first ones of the page.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluateHandle(() => document.activeElement as Element);
      const withFocus = await focused.evaluate(look);
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      const withoutFocus = await focused.evaluate(look);
      const name = await focused.evaluate((element) => element.outerHTML.slice(0, 100));
      expect(withFocus, name).not.toBe(withoutFocus);
      await focused.evaluate((element) => (element as HTMLElement).focus());
    }
  });
});
