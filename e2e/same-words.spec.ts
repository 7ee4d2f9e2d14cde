import { expect, test } from '@playwright/test';
import { type Locale, useLocale } from './support/axe.ts';
import { DEMO_ORGANISER, DEMO_USER, logIn } from './support/demo.ts';
import { noTiles } from './support/map.ts';
import { showList } from './support/list.ts';

/** What each page calls the things the test reads, in both languages. */
const words = {
  ja: {
    list: 'Agree ランキング',
    map: '投稿の地図',
    count: /^2 Agree$/,
    comments: /^コメント 0 件$/,
  },
  en: {
    list: 'Agree ranking',
    map: 'Map of statements',
    count: /^2 Agree$/,
    comments: /^0 comments$/,
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

test.describe('one name and one format for one thing', () => {
  for (const locale of ['ja', 'en'] as const) {
    test(`a statement's Agree count, comments and age read alike in the list and on the map (${locale})`, async ({
      page,
      request,
    }) => {
      await noTiles(page);
      // Posted in Sendai, far from the demo pins, and agreed by two people.
      const title = `e2e 同じ書き方 ${locale} ${Date.now()}`;
      await logIn(page, DEMO_USER);
      const created = await page.request.post('/api/auth/statements', {
        multipart: {
          title,
          description: '一覧と地図で同じ書き方になること。',
          address: '宮城県仙台市',
          latitude: '38.2682',
          longitude: locale === 'ja' ? '140.8694' : '140.8794',
        },
      });
      expect(created.status()).toBe(201);
      const { data: statement } = (await created.json()) as { data: { id: number } };
      for (const context of [page.request, request]) {
        if (context === request) {
          const login = await request.post('/api/auth/login', {
            data: { email: DEMO_ORGANISER, password: 'iagree-demo-2026' },
          });
          expect(login.ok()).toBe(true);
        }
        const agreed = await context.post('/api/auth/agrees', {
          data: { statement_id: statement.id },
        });
        expect(agreed.ok()).toBe(true);
      }

      await useLocale(page, locale);
      await page.goto('/?sortBy=created_at_desc');
      const t = words[locale];
      const card = (await showList(page, t.list)).getByRole('article', { name: title });
      await expect(card.getByText(t.count)).toBeVisible();
      await expect(card.getByText(t.comments)).toBeVisible();
      const age = (await card.locator('time').first().textContent()) ?? '';
      expect(age).not.toBe('');

      // Its address shows it on the map; its info window says the same in the same words.
      await card.getByRole('button', { name: /宮城県仙台市/ }).click();
      await page.getByRole('region', { name: t.map }).getByTitle(title).click();
      const info = page.locator('.leaflet-popup');
      await expect(info.getByText(title)).toBeVisible();
      await expect(info.getByText(t.count)).toBeVisible();
      await expect(info.getByText(t.comments)).toBeVisible();
      await expect(info.locator('time')).toHaveText(age);
    });
  }
});
