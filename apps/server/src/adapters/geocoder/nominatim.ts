import { GEO_SEARCH_LIMIT, type GeoPlace, type Locale } from '@iagree/contract';
import { systemClock, type Clock } from '../clock.ts';
import type { RedisClient } from '../redis.ts';
import { createMemoryAnswerStore, createRedisAnswerStore } from './answer-store.ts';
import {
  GeocoderUnavailableError,
  NOTHING_NEAR,
  type Geocoder,
  type ReverseResult,
} from './geocoder.ts';
import { createMemoryThrottle, createRedisThrottle } from './throttle.ts';

export interface NominatimOptions {
  baseUrl: string;
  /** Nominatim's usage policy asks every application to name itself and a way to reach it. */
  userAgent: string;
  /** The policy allows one request a second. */
  minIntervalMs?: number;
  timeoutMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
  /** What the throttle and the cache read the time from and wait on. */
  clock?: Clock;
  /** With Redis every server shares one pacing and one answer cache (decision 011). */
  redis?: RedisClient;
}

/** The fields of Nominatim's jsonv2 format that we read. */
interface NominatimPlace {
  lat: string;
  lon: string;
  name?: string;
  display_name?: string;
}

const shortName = (place: NominatimPlace) =>
  place.name || place.display_name?.split(',')[0]?.trim() || '';

/** Geocoding through a Nominatim server (NOMINATIM_URL): polite, cached, one request a second. */
export function createNominatim(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.replace(/\/$/, '');
  const clock = options.clock ?? systemClock;
  const interval = options.minIntervalMs ?? 1000;
  const ttl = options.cacheTtlMs ?? 86_400_000;
  const { redis } = options;
  const throttle = redis
    ? createRedisThrottle(redis, interval, clock)
    : createMemoryThrottle(interval, clock);
  const cached = redis
    ? createRedisAnswerStore(redis, ttl)
    : createMemoryAnswerStore(options.cacheSize ?? 1000, ttl, clock);

  const get = (path: string, params: Record<string, string>) => {
    const url = `${base}${path}?${new URLSearchParams({ format: 'jsonv2', ...params })}`;
    return cached(url, async () => {
      await throttle.turn();
      try {
        const res = await fetch(url, {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!res.ok) throw new Error(`Nominatim answered ${res.status}`);
        return (await res.json()) as unknown;
      } catch (error) {
        throw new GeocoderUnavailableError(error);
      }
    });
  };

  return {
    attribution: 'OpenStreetMap contributors (ODbL), Nominatim',

    async search(query: string, locale: Locale): Promise<GeoPlace[]> {
      const found = await get('/search', {
        q: query,
        limit: String(GEO_SEARCH_LIMIT),
        'accept-language': locale,
      });
      if (!Array.isArray(found)) return [];
      return (found as NominatimPlace[]).map((place) => ({
        name: shortName(place),
        label: place.display_name ?? shortName(place),
        latitude: Number(place.lat),
        longitude: Number(place.lon),
      }));
    },

    async reverse(latitude: number, longitude: number, locale: Locale): Promise<ReverseResult> {
      const found = (await get('/reverse', {
        lat: latitude.toFixed(6),
        lon: longitude.toFixed(6),
        zoom: '18',
        'accept-language': locale,
      })) as (NominatimPlace & { error?: string }) | null;
      // Nothing there (the sea, say) comes back as { "error": "Unable to geocode" }.
      if (!found || found.error || !found.display_name) return NOTHING_NEAR;
      return { name: shortName(found), label: found.display_name };
    },
  };
}
