import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/testing/event-factory';
import { CONFIG } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const event = (id: number, title: string) => makeEvent({ id, title });

/** Answers the event list by page and keyword; records every list request's query. */
function stubServer() {
  const listQueries: URLSearchParams[] = [];
  server.use(
    http.get('/api/events', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const keyword = query.get('keyword');
      if (keyword === 'ないもの') {
        return HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1 } });
      }
      if (keyword) {
        return HttpResponse.json({
          data: [event(9, `${keyword}の集い`)],
          meta: { current_page: 1, last_page: 1 },
        });
      }
      const page = Number(query.get('page'));
      return HttpResponse.json({
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
    expect(link.getAttribute('href')).toBe(`mailto:${CONFIG.contactEmail}`);
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
