import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import type { Clock } from '../clock.ts';

/** A local stand-in for a Nominatim server, answering in its jsonv2 format. */
let server: Server;
let requests: { url: URL; headers: IncomingMessage['headers'] }[] = [];
let failNext = false;
let ctx: TestContext;

/** The geocoder's time stands still unless a test moves it; its waits are noted and end at once. */
let time = Date.parse('2026-04-01T09:00:00Z');
let waits: number[] = [];
const clock: Clock = {
  now: () => time,
  sleep: async (ms) => {
    waits.push(ms);
  },
};

const TOKYO_STATION = {
  place_id: 1,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 2,
  lat: '35.6812362',
  lon: '139.7671248',
  category: 'railway',
  type: 'station',
  place_rank: 30,
  importance: 0.6,
  addresstype: 'railway',
  name: '東京駅',
  display_name: '東京駅, 丸の内一丁目, 千代田区, 東京都, 100-0005, 日本',
  boundingbox: ['35.67', '35.69', '139.76', '139.77'],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ url, headers: req.headers });
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (failNext) {
      failNext = false;
      res.statusCode = 500;
      return res.end('{}');
    }
    if (url.pathname === '/search') return res.end(JSON.stringify([TOKYO_STATION]));
    if (url.pathname === '/reverse' && Number(url.searchParams.get('lat')) > 0) {
      return res.end(JSON.stringify(TOKYO_STATION));
    }
    return res.end(JSON.stringify({ error: 'Unable to geocode' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await buildTestApp(
    { GEOCODER: 'nominatim', NOMINATIM_URL: `http://127.0.0.1:${port}/` },
    { clock },
  );
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  // Each test starts well after the last request, when the throttle no longer holds anything.
  time += 60_000;
  waits = [];
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

    time += 1500;
    await get('/api/geo/search?q=later');
    expect(waits).toEqual([1000, 2000, 1500]);
    time += 5000;
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
    failNext = true;
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
