import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { consultations, events, statementImages, statements } from '../../db/schema.ts';

/** index.html as Vite writes it: a default title and description that each page replaces. */
const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="default description"
    />
    <title>iAgree</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let ctx: TestContext;
let dist: string;
let userId: number;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'iagree-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  ctx = await buildTestApp({ WEB_DIST: dist, APP_URL: 'https://iagree.example.jp' });
  userId = (await createUser(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

async function insertStatement(values: { title: string; description: string; images?: string[] }) {
  const [row] = await ctx.db
    .insert(statements)
    .values({ userId, title: values.title, description: values.description })
    .returning({ id: statements.id });
  const id = row!.id;
  const keys = values.images ?? [];
  if (keys.length > 0) {
    await ctx.db.insert(statementImages).values(
      // Stored out of order on purpose: the preview takes the first by position.
      keys
        .map((key, position) => ({
          statementId: id,
          position,
          key,
          thumbKey: key.replace('.webp', '-thumb.webp'),
          width: 1280,
          height: 960,
        }))
        .reverse(),
    );
  }
  return id;
}

async function insertEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(events)
    .values({
      code: `EV${Math.random().toString(36).slice(2, 8)}`,
      userId,
      title: '駅前清掃ボランティア',
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      address: '東京都渋谷区',
      companyName: '渋谷まちづくり株式会社',
      description: 'みんなで駅前をきれいにしましょう。',
      eventImg: 'events/cleanup-1.webp',
      ...values,
    })
    .returning({ id: events.id });
  return row!.id;
}

/** Fetches a page like a link-preview crawler: plain HTTP, no JavaScript, no cookies. */
async function fetchPage(url: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': 'facebookexternalhit/1.1' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  const meta = (attribute: 'property' | 'name', key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
      res.body,
    )?.[1];
  return {
    body: res.body,
    property: (key: string) => meta('property', key),
    name: (key: string) => meta('name', key),
  };
}

describe('link previews', () => {
  it('describes a shared statement with its title, text and first image as an absolute URL', async () => {
    const id = await insertStatement({
      title: '公園に日陰のベンチを',
      description:
        '夏の公園は日差しが強く、休める場所がありません。木陰にベンチを置いてほしいです。',
      images: ['statements/bench-1.webp', 'statements/bench-2.webp'],
    });
    const page = await fetchPage(`/?statement=${id}`);

    expect(page.body).toContain('<title>公園に日陰のベンチを | iAgree</title>');
    expect(page.name('description')).toContain('夏の公園は日差しが強く');
    expect(page.property('og:title')).toBe('公園に日陰のベンチを');
    expect(page.property('og:description')).toContain('木陰にベンチを');
    expect(page.property('og:image')).toBe(
      'https://iagree.example.jp/media/statements/bench-1.webp',
    );
    expect(page.property('og:image:width')).toBe('1280');
    expect(page.property('og:url')).toBe(`https://iagree.example.jp/?statement=${id}`);
    expect(page.property('og:site_name')).toBe('iAgree');
    expect(page.property('og:locale')).toBe('ja_JP');
    expect(page.property('og:type')).toBe('article');
    expect(page.name('twitter:card')).toBe('summary_large_image');
    expect(page.name('twitter:image')).toBe(
      'https://iagree.example.jp/media/statements/bench-1.webp',
    );
    // Still the single-page app (the home page's root holds its static shell), with exactly one
    // title and description.
    expect(page.body).toContain('<div id="root">');
    expect(page.body).toContain('/assets/index-abc.js');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body.match(/name="description"/g)).toHaveLength(1);
  });

  it('escapes what users wrote and shortens long descriptions', async () => {
    const id = await insertStatement({
      title: '"><script>alert(1)</script>',
      description: `<img src=x onerror=alert(1)> ${'長い説明。'.repeat(100)}`,
    });
    const page = await fetchPage(`/?statement=${id}`);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<img src=x');
    expect(page.property('og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect([...(page.property('og:description') ?? '')].length).toBeLessThanOrEqual(220);
    // Without a picture of its own, a statement shows the site's card.
    expect(page.property('og:image')).toBe('https://iagree.example.jp/og-image.png');
    expect(page.property('og:image:width')).toBe('1200');
  });

  it('describes an event with its dates, place and image, in the language asked for', async () => {
    const id = await insertEvent();
    const page = await fetchPage(`/event/${id}`);
    expect(page.property('og:title')).toBe('駅前清掃ボランティア');
    expect(page.property('og:description')).toBe(
      '開催期間: 2026-06-01 〜 2026-06-02 東京都渋谷区 みんなで駅前をきれいにしましょう。',
    );
    expect(page.property('og:image')).toBe('https://iagree.example.jp/media/events/cleanup-1.webp');
    expect(page.property('og:url')).toBe(`https://iagree.example.jp/event/${id}`);

    const en = await fetchPage(`/event/${id}?language=en`);
    expect(en.property('og:locale')).toBe('en_US');
    expect(en.body).toContain('<html lang="en">');
    expect(en.property('og:description')).toMatch(/^Dates: 2026-06-01 ~ 2026-06-02/);
  });

  it('falls back to the company logo when an event has no image', async () => {
    const id = await insertEvent({ eventImg: null, companyLogoImg: 'events/logo-1.webp' });
    const page = await fetchPage(`/event/${id}`);
    expect(page.property('og:image')).toBe('https://iagree.example.jp/media/events/logo-1.webp');
  });

  it('describes a consultation by its title and text, on its voting card and its results', async () => {
    const [row] = await ctx.db
      .insert(consultations)
      .values({
        userId,
        title: '公園の使い方',
        description: '公園の使い方について意見をください。',
      })
      .returning({ id: consultations.id });
    const id = row!.id;
    const page = await fetchPage(`/consultation/${id}`);
    expect(page.property('og:title')).toBe('公園の使い方');
    expect(page.property('og:description')).toBe('公園の使い方について意見をください。');
    expect(page.property('og:url')).toBe(`https://iagree.example.jp/consultation/${id}`);
    const results = await fetchPage(`/consultation/${id}/results`);
    expect(results.property('og:url')).toBe(`https://iagree.example.jp/consultation/${id}/results`);
    expect((await fetchPage('/consultation/999999')).property('og:title')).toBe('iAgree');
  });

  it('gives other pages, unknown ids and bad ids the site defaults', async () => {
    const faqs = await fetchPage('/faqs?language=en');
    expect(faqs.body).toContain('<title>FAQs | iAgree</title>');
    expect(faqs.property('og:url')).toBe('https://iagree.example.jp/faqs');
    expect(faqs.property('og:description')).toMatch(/^iAgree lets citizens/);
    expect(faqs.property('og:image')).toBe('https://iagree.example.jp/og-image.png');

    for (const url of [
      '/?statement=999999',
      '/?statement=abc',
      '/event/99999999999',
      '/event/new',
    ]) {
      const page = await fetchPage(url);
      expect(page.property('og:title'), url).toBe('iAgree');
      expect(page.body, url).toContain('<title>iAgree</title>');
      expect(page.property('og:url'), url).toBe('https://iagree.example.jp/');
    }
  });

  it('tells nothing of a hidden statement or event (decision 013)', async () => {
    const statementId = await insertStatement({ title: '隠された声の題名', description: '秘密' });
    const eventId = await insertEvent({ title: '隠されたイベント' });
    const hidden = { hiddenAt: new Date(), hiddenReason: 'reports' as const };
    await ctx.db.update(statements).set(hidden).where(eq(statements.id, statementId));
    await ctx.db.update(events).set(hidden).where(eq(events.id, eventId));
    for (const url of [`/?statement=${statementId}`, `/event/${eventId}`]) {
      const page = await fetchPage(url);
      expect(page.property('og:title'), url).toBe('iAgree');
      expect(page.body, url).not.toContain('隠された');
    }
  });
});
