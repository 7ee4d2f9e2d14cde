import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { keywordTerms, MAP_DEFAULTS, type Statement } from '@iagree/contract';
import { renderApp } from '@/testing/render-app';
import { recordRequests, sentTo, server } from '@/testing/server';
import { makeStatement } from '@/testing/statement-factory';

/** The first render loads the lazy page chunks, which takes a while on a busy machine. */
const SLOW = { timeout: 10_000 };

const park = makeStatement({
  id: 1,
  title: '公園にベンチを',
  description: '<b>Park</b> のベンチが足りません',
  user_id: 2,
});
const station = makeStatement({ id: 2, title: '駅前に駐輪場を', description: '自転車が多い' });

/** GET /api/statements as the server answers it: every term in the title or the description. */
function searchableServer(statements: Statement[] = [park, station]) {
  server.use(
    http.get('/api/statements', ({ request }) => {
      const terms = keywordTerms(new URL(request.url).searchParams.get('keyword') ?? '');
      const data = statements.filter((statement) => {
        const text = `${statement.title} ${statement.description}`.normalize('NFKC').toLowerCase();
        return terms.every((term) => text.includes(term));
      });
      return HttpResponse.json({ data, totalPage: data.length > 0 ? 1 : 0 });
    }),
  );
  return recordRequests();
}

const params = (request: { url: URL } | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);

/**
 * An item by its title, however it is marked: jsdom lays `<mark>` out as a block, so its
 * accessible name gets spaces around each marked word that a browser does not add.
 */
const titled = (title: string) => (name: string) => name.replace(/\s+/g, '') === title;

const searchBox = () => screen.getByRole('searchbox', { name: '投稿を検索' });
const sortSelect = () => screen.getByRole('combobox', { name: '並び順' });
const list = () => screen.getByRole('region', { name: 'Agree ランキング' });

describe('search on home', () => {
  it('searches with Enter, keeps the words in the address and filters the list and the map', async () => {
    const requests = searchableServer();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: '駅前に駐輪場を' }, SLOW);

    await user.type(await screen.findByRole('searchbox', { name: '投稿を検索' }), '公園{Enter}');

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: titled('駅前に駐輪場を') })).toBeNull(),
    );
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('公園')}`);
    expect(params(sentTo(requests, '/api/statements').at(-1))).toMatchObject({
      keyword: '公園',
      sortBy: 'relevance',
    });
    await waitFor(() =>
      expect(params(sentTo(requests, '/api/map/statements').at(-1)).keyword).toBe('公園'),
    );
    // Relevance is offered with a keyword, and is its default.
    expect(sortSelect()).toHaveProperty('value', '関連度順');

    // The cleared box shows everything again, without Relevance.
    await user.click(screen.getByRole('button', { name: '検索語を消す' }));
    await screen.findByRole('article', { name: '駅前に駐輪場を' });
    expect(router.state.location.search).toBe('');
    expect(sortSelect()).toHaveProperty('value', 'Agree が多い順');
    await user.click(sortSelect());
    expect(screen.queryByRole('option', { name: '関連度順' })).toBeNull();
  });

  it('searches after a pause in typing, and Back shows the previous words', async () => {
    const requests = searchableServer();
    const { router } = renderApp('/?keyword=駐輪');
    await screen.findByRole('article', { name: titled('駅前に駐輪場を') }, SLOW);
    expect(searchBox()).toHaveProperty('value', '駐輪');
    const user = userEvent.setup();

    await user.clear(searchBox());
    await user.type(searchBox(), 'ベンチ');
    await screen.findByRole('article', { name: titled('公園にベンチを') });
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('ベンチ')}`);
    expect(params(sentTo(requests, '/api/statements').at(-1)).keyword).toBe('ベンチ');

    await router.navigate(-1);
    await waitFor(() => expect(searchBox()).toHaveProperty('value', '駐輪'));
    await screen.findByRole('article', { name: titled('駅前に駐輪場を') });
  });

  it('marks each word in titles and descriptions, full-width input and HTML-like text included', async () => {
    searchableServer();
    renderApp(`/?keyword=${encodeURIComponent('ベンチ　ｐａｒｋ')}`);
    const item = await screen.findByRole('article', { name: titled('公園にベンチを') }, SLOW);

    const marks = [...item.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['ベンチ', 'Park', 'ベンチ']);
    // The description's tags are its text, not markup.
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByText(/<b>/)).toBeTruthy();
  });

  it('names the words when nothing matches', async () => {
    searchableServer();
    renderApp(`/?keyword=${encodeURIComponent('噴水')}`);
    expect(
      await within(
        await screen.findByRole('region', { name: 'Agree ランキング' }, SLOW),
      ).findByText('「噴水」に一致する声はありません。'),
    ).toBeTruthy();
  });
});

describe('discovery sorts on home', () => {
  it('sorts by Trending', async () => {
    const requests = searchableServer();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: '公園にベンチを' }, SLOW);
    await user.click(sortSelect());
    await user.click(await screen.findByRole('option', { name: '注目' }));
    await waitFor(() =>
      expect(params(sentTo(requests, '/api/statements').at(-1)).sortBy).toBe('trending'),
    );
    expect(router.state.location.search).toBe('?sortBy=trending');
  });

  it('asks for the location only when Nearby is chosen, and sorts from it', async () => {
    const getCurrentPosition = vi.fn(
      (found: (position: { coords: { latitude: number; longitude: number } }) => void) =>
        found({ coords: { latitude: 35.6812345, longitude: 139.7671234 } }),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const requests = searchableServer();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: '公園にベンチを' }, SLOW);
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await user.click(sortSelect());
    await user.click(await screen.findByRole('option', { name: '近い順' }));

    await waitFor(() =>
      expect(params(sentTo(requests, '/api/statements').at(-1))).toMatchObject({
        sortBy: 'nearby',
        latitude: '35.681',
        longitude: '139.767',
      }),
    );
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?sortBy=nearby&latitude=35.681&longitude=139.767');
    expect(within(list()).queryByText(/地図の中心/)).toBeNull();
  });

  it('sorts Nearby from the map’s centre when the location is refused, and says so', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_found: unknown, failed: (error: { code: number }) => void) =>
          failed({ code: 1 }),
      },
    });
    const requests = searchableServer();
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: '公園にベンチを' }, SLOW);
    // The map has reported where it looks.
    await waitFor(() => expect(sentTo(requests, '/api/map/statements').length).toBeGreaterThan(0));

    await user.click(sortSelect());
    await user.click(await screen.findByRole('option', { name: '近い順' }));

    expect(
      await within(list()).findByText('現在地を使えないため、地図の中心から近い順に並べています。'),
    ).toBeTruthy();
    const sent = params(sentTo(requests, '/api/statements').at(-1));
    expect(sent.sortBy).toBe('nearby');
    expect(Number(sent.latitude)).toBeCloseTo(MAP_DEFAULTS.center.lat, 2);
    expect(Number(sent.longitude)).toBeCloseTo(MAP_DEFAULTS.center.lng, 2);
  });
});
