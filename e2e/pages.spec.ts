import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { COOKIES } from '@iagree/contract';
import { latestMail } from './support/mail.ts';
import { baseURL } from './support/ports.ts';

const CONTACT_EMAIL = 'contact@iagree.local';

async function useEnglish(page: Page) {
  await page.context().addCookies([{ name: COOKIES.locale, value: 'en', url: baseURL }]);
}

test.describe('contact', () => {
  test('shows the three messages after an empty submit, then sends and mails the message', async ({
    page,
  }) => {
    await useEnglish(page);
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact | iAgree');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Content is required')).toBeVisible();

    const name = `E2E sender ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('sender@example.com');
    await page.getByRole('textbox', { name: 'Content' }).fill('Please add benches to the park.');
    await expect(page.getByText('Name is required')).toBeHidden();
    await page.getByRole('button', { name: 'Send' }).click();

    const dialog = page.getByRole('dialog', { name: 'Done!' });
    await expect(
      dialog.getByText('Thank you for your contact. We will get back to you shortly!'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');

    const mail = await latestMail(CONTACT_EMAIL);
    expect(mail.subject).toBe(`[iAgree] Contact from ${name}`);
    expect(mail.text).toContain('Please add benches to the park.');
    expect(mail.html).toContain('sender@example.com');
  });

  test('shows the failure dialog, and Try again sends once more', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { message: '只今ご利用いただけません。' } }),
    );
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'お名前' }).fill('山田 花子');
    await page.getByRole('textbox', { name: 'メールアドレス' }).fill('hanako@example.jp');
    await page.getByRole('textbox', { name: 'お問い合わせ内容' }).fill('ベンチを増やしてください');
    await page.getByRole('button', { name: '送信する' }).click();

    const failed = page.getByRole('dialog', { name: '送信できませんでした' });
    await expect(failed.getByText('只今ご利用いただけません。')).toBeVisible();
    await page.unroute('**/api/contact');
    await failed.getByRole('button', { name: 'もう一度試す' }).click();
    await expect(
      page
        .getByRole('dialog', { name: '送信完了！' })
        .getByText('お問い合わせありがとうございます。担当者より折り返しご連絡いたします。'),
    ).toBeVisible();
  });
});

test.describe('static pages', () => {
  const pages = [
    { path: '/about', ja: 'iAgreeについて', en: 'About' },
    { path: '/policy', ja: 'プライバシーポリシー', en: 'Privacy policy', articles: 10 },
    { path: '/terms-of-use', ja: '利用規約', en: 'Terms of use', articles: 15 },
    { path: '/faqs', ja: 'よくある質問', en: 'FAQs' },
    { path: '/open-data', ja: 'オープンデータ', en: 'Open data' },
  ];

  for (const locale of ['ja', 'en'] as const) {
    test(`are shown in ${locale}, each with its own title and description`, async ({ page }) => {
      if (locale === 'en') await useEnglish(page);
      const descriptions = new Set<string>();
      for (const entry of pages) {
        await page.goto(entry.path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: entry[locale] })).toBeVisible();
        await expect(page).toHaveTitle(`${entry[locale]} | iAgree`);
        if (entry.articles) {
          await expect(main.getByRole('heading', { level: 2 })).toHaveCount(entry.articles);
        }
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        descriptions.add(description ?? '');
      }
      expect(descriptions.size).toBe(pages.length);
    });
  }

  test('the policy states the disclosure fee and the terms the late payment rate', async ({
    page,
  }) => {
    await page.goto('/policy');
    await expect(page.getByText('1件につき1,000円（税込）の手数料')).toBeVisible();
    await page.goto('/terms-of-use');
    await expect(page.getByText('年14.6％の割合による遅延損害金')).toBeVisible();
  });

  test('the footer leads to the open data page, whose CSV downloads as UTF-8 with a BOM', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await page.locator('footer').getByRole('link', { name: 'オープンデータ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'オープンデータ' })).toBeVisible();
    const fields = page.getByRole('table', { name: '項目' });
    await expect(fields.getByRole('rowheader').first()).toHaveText('id');
    const link = page.getByRole('link', { name: 'CSV をダウンロード' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('iagree-statements.csv');
    const path = await download.path();
    const bytes = await readFile(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^id,title,description,/);
  });

  test('FAQ answers open and close', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/faqs');
    for (const section of [
      'Using iAgree',
      'Events',
      'Realising requests',
      'The future',
      'Trouble',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const question = page.getByRole('button', { name: 'Who is the "Angel"?' });
    await question.click();
    await expect(page.getByText('we call the supporters who actually make')).toBeVisible();
    await question.click();
    await expect(page.getByText('we call the supporters who actually make')).toBeHidden();
  });
});

test.describe('link previews', () => {
  test('a shared statement and an event carry Open Graph tags without JavaScript', async ({
    request,
  }) => {
    for (const url of ['/?statement=1', '/event/1']) {
      const html = await (await request.get(url)).text();
      const title = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
      expect(title, url).toBeTruthy();
      expect(title, url).not.toBe('iAgree');
      expect(html, url).toContain(`<meta property="og:url" content="${baseURL}${url}" />`);
      expect(html, url).toContain('<meta property="og:site_name" content="iAgree" />');
      expect(html, url).toContain('<div id="root">');
    }
    const event = await (await request.get('/event/1')).text();
    expect(event).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/media/`));
    const card = await request.get('/og-image.png');
    expect(card.headers()['content-type']).toBe('image/png');
  });
});
