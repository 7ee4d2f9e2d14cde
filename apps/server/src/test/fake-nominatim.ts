import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../adapters/clock.ts';

export const TOKYO_STATION = {
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

export interface FakeNominatim {
  /** NOMINATIM_URL of this server. */
  url: string;
  /** What it was asked, oldest first; empty the array to start afresh. */
  requests: { url: URL; headers: IncomingMessage['headers'] }[];
  /** The next request answers 500. */
  failNext(): void;
  close(): Promise<void>;
}

/** A local stand-in for a Nominatim server, answering in its jsonv2 format. */
export async function startFakeNominatim(): Promise<FakeNominatim> {
  const requests: FakeNominatim['requests'] = [];
  let failing = false;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ url, headers: req.headers });
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (failing) {
      failing = false;
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
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    failNext: () => {
      failing = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The geocoder's time for tests: it stands still unless a test moves it (`advance`); its waits
 * are noted in `waits` and end at once.
 */
export function stillClock(start = Date.parse('2026-04-01T09:00:00Z')) {
  let time = start;
  const waits: number[] = [];
  const clock: Clock = {
    now: () => time,
    sleep: async (ms) => {
      waits.push(ms);
    },
  };
  return {
    clock,
    waits,
    advance: (ms: number) => {
      time += ms;
    },
  };
}
