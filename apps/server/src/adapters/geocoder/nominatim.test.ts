import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { startFakeNominatim, stillClock, type FakeNominatim } from '../../test/fake-nominatim.ts';

let nominatim: FakeNominatim;
let ctx: TestContext;
const { clock, waits, advance } = stillClock();
let requests: FakeNominatim['requests'];

beforeAll(async () => {
  nominatim = await startFakeNominatim();
  requests = nominatim.requests;
  ctx = await buildTestApp({ GEOCODER: 'nominatim', NOMINATIM_URL: nominatim.url }, { clock });
});
afterAll(async () => {
  await ctx.close();
  await nominatim.close();
});
beforeEach(() => {
  requests.length = 0;
  // Each test starts well after the last request, when the throttle no longer holds anything.
  advance(60_000);
  waits.length = 0;
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the Nominatim geocoder', () => {
  it('searches with a proper User-Agent, the jsonv2 format and the caller’s language', async () => {
    const res = await get('/api/geo/search?q=東京駅&language=ja');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          name: '東京駅',
          label: '東京駅, 丸の内一丁目, 千代田区, 東京都, 100-0005, 日本',
          latitude: 35.6812362,
          longitude: 139.7671248,
        },
      ],
      attribution: 'OpenStreetMap contributors (ODbL), Nominatim',
    });
    const [request] = requests;
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toMatchObject({
      q: '東京駅',
      format: 'jsonv2',
      'accept-language': 'ja',
      limit: '8',
    });
    expect(request?.headers['user-agent']).toBe(
      'iAgree/1.0 (+http://iagree.test; contact@iagree.local)',
    );
  });

  it('answers a repeated question from its cache', async () => {
    await get('/api/geo/search?q=cached&language=en');
    await get('/api/geo/search?q=cached&language=en');
    expect(requests).toHaveLength(1);
  });

  it('sends at most one request a second', async () => {
    const answers = await Promise.all([
      get('/api/geo/reverse?lat=35.68&lng=139.76'),
      get('/api/geo/reverse?lat=35.69&lng=139.77'),
      get('/api/geo/search?q=throttle'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(requests).toHaveLength(3);
    // Asked at the same moment: the first goes at once, the others one and two seconds later.
    expect(waits).toEqual([1000, 2000]);

    advance(1500);
    await get('/api/geo/search?q=later');
    expect(waits).toEqual([1000, 2000, 1500]);
    advance(5000);
    await get('/api/geo/search?q=much-later');
    expect(waits).toHaveLength(3);
  });

  it('reverse geocodes a point, and answers an empty name where Nominatim finds nothing', async () => {
    const found = await get('/api/geo/reverse?lat=35.681236&lng=139.767125&language=ja');
    expect(found.json()).toEqual({
      data: { name: '東京駅', label: '東京駅, 丸の内一丁目, 千代田区, 東京都, 100-0005, 日本' },
    });
    expect(requests[0]?.url.searchParams.get('lat')).toBe('35.681236');
    const nothing = await get('/api/geo/reverse?lat=-40&lng=-140');
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toEqual({ data: { name: '', label: '' } });
  });

  it('answers 503 with a clear message when the server fails, and asks again next time', async () => {
    nominatim.failNext();
    const failed = await get('/api/geo/search?q=fails&language=en');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(
      'Place search is unavailable right now. Please try again in a moment.',
    );
    const retried = await get('/api/geo/search?q=fails&language=en');
    expect(retried.statusCode).toBe(200);
    expect(requests).toHaveLength(2);
  });
});
