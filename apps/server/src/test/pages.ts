import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DETAIL_PAGE_SIZE } from '@iagree/contract';
import type { TestContext } from './build-test-app.ts';

/**
 * created_at of the `index`-th row of a list under test: every three rows share one moment
 * (the id breaks the tie) and moments lie one microsecond apart, finer than a JavaScript Date.
 */
export const sharedMoment = (index: number) =>
  sql`timestamptz '2026-01-01 00:00:00+00' + ${Math.floor(index / 3)} * interval '1 microsecond'`;

interface Page {
  data: { id: number }[];
  total: number;
  next_cursor: string | null;
}

/** Follows `next_cursor` from `first` to the end, checking every page on the way. */
export async function readAllPages(ctx: TestContext, url: string, first: Page, total: number) {
  const ids = first.data.map((row) => row.id);
  let cursor = first.next_cursor;
  let pages = 1;
  while (cursor !== null) {
    const res = await ctx.app.inject({ url: `${url}?cursor=${encodeURIComponent(cursor)}` });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page.total).toBe(total);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(DETAIL_PAGE_SIZE);
    ids.push(...page.data.map((row) => row.id));
    cursor = page.next_cursor;
    pages += 1;
  }
  return { ids, pages };
}

/** A cursor the server never wrote answers 422 with a localized message on `cursor`. */
export async function expectBadCursors(ctx: TestContext, url: string) {
  const forged = Buffer.from('2026-02-31T00:00:00.000000Z_1').toString('base64url');
  for (const cursor of ['x', 'not a cursor', forged, Buffer.from('1_1').toString('base64url')]) {
    const ja = await ctx.app.inject({ url: `${url}?cursor=${encodeURIComponent(cursor)}` });
    expect(ja.statusCode).toBe(422);
    expect(ja.json().errors).toEqual({
      cursor: ['この一覧のページが見つかりません。一覧を読み込み直してください'],
    });
  }
  const en = await ctx.app.inject({ url: `${url}?cursor=x&language=en` });
  expect(en.json().errors).toEqual({
    cursor: ['This page of the list cannot be found; reload the list'],
  });
}
