import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/testing/event-factory';
import { renderApp } from '@/testing/render-app';

const event = (id: number, title: string) => makeEvent({ id, title });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the event list by page and keyword; records every list request's query. */
function stubServer() {
  const listQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.origin);
      if (url.pathname === '/api/auth/user') return json({ message: 'Please log in.' }, 401);
      if (url.pathname === '/api/config') {
        return json({
          appName: 'iAgree',
          contactEmail: 'events@iagree.test',
          map: { tileUrl: '', attribution: '' },
          social: { facebook: false, line: false },
        });
      }
      if (url.pathname === '/api/mcategories')
        return json({ data: [{ id: 1, category: '環境・ごみ' }] });
      if (url.pathname !== '/api/events') return json({ message: 'Not found' }, 404);
      listQueries.push(url.searchParams);
      const keyword = url.searchParams.get('keyword');
      if (keyword === 'ないもの')
        return json({ data: [], meta: { current_page: 1, last_page: 1 } });
      if (keyword)
        return json({
          data: [event(9, `${keyword}の集い`)],
          meta: { current_page: 1, last_page: 1 },
        });
      const page = Number(url.searchParams.get('page'));
      return json({
        data: [event(page, `イベント${page}`)],
        meta: { current_page: page, last_page: 2 },
      });
    }),
  );
  return listQueries;
}

/** The first render loads the lazy page chunk, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };

describe('event list page', () => {
  it('appends the next page with View more until the last page', async () => {
    const queries = stubServer();
    renderApp('/event');
    const user = userEvent.setup();
    expect(await screen.findByText('イベント1', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('イベント2', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('イベント1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull();
    expect(queries.map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(queries[0]?.get('sortBy')).toBe('start_date_desc');
  });

  it('waits for typing to pause, then reloads from page 1 with the whole keyword', async () => {
    const queries = stubServer();
    renderApp('/event');
    const user = userEvent.setup();
    await screen.findByText('イベント1', {}, SLOW);
    await user.type(screen.getByRole('searchbox', { name: 'キーワード' }), '隅田川');
    expect(await screen.findByText('隅田川の集い', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('イベント1')).toBeNull();
    const withKeyword = queries.filter((query) => query.has('keyword'));
    expect(withKeyword.map((query) => [query.get('keyword'), query.get('page')])).toEqual([
      ['隅田川', '1'],
    ]);
  });

  it('says so when nothing matches, and links the event request mail', async () => {
    stubServer();
    renderApp('/event');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'キーワード' }, SLOW), 'ないもの');
    expect(await screen.findByText('検索結果が見つかりませんでした。', {}, SLOW)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'イベント掲載のご依頼' });
    expect(link.getAttribute('href')).toBe('mailto:events@iagree.test');
  });

  it('filters by category through the selector with "All"', async () => {
    const queries = stubServer();
    renderApp('/event');
    const user = userEvent.setup();
    await screen.findByText('イベント1', {}, SLOW);
    await user.click(screen.getByRole('combobox', { name: 'カテゴリー' }));
    await user.click(await screen.findByRole('option', { name: '環境・ごみ', hidden: true }));
    await waitFor(() => expect(queries.some((query) => query.get('category') === '1')).toBe(true));
  });
});
