import type { GeoPlace, Locale } from '@iagree/contract';
import { GEO_SEARCH_LIMIT } from '@iagree/contract';
import { loadGazetteer, type GazetteerPlace } from './gazetteer-data.ts';
import { hiragana } from './municipalities.ts';
import { NOTHING_NEAR, type Geocoder, type ReverseResult } from './geocoder.ts';
import { JAPAN_PREFECTURES } from './prefectures.ts';

const KM_PER_DEGREE = 111.2;
/**
 * A place "reaches" 1 km plus √population / 250 km: 12.5 km for Tokyo, 2.6 km for 160,000 people.
 * A point is named after the nearest place that reaches it, so a ward wins over the city around it.
 */
const reachKm = (population: number) => 1 + Math.sqrt(population) / 250;

const LATIN = /^[\p{sc=Latin}\p{M}\s\d'’.,-]+$/u;

/**
 * NFKC folds full-width letters; Latin queries also lose their accents (Tōkyō → tokyo), and
 * katakana is read as hiragana, as the keys are (ネリマ → ねりま).
 */
export function normalizeQuery(query: string): string {
  const folded = query.normalize('NFKC').trim().toLowerCase();
  return LATIN.test(folded) ? folded.normalize('NFD').replace(/\p{M}/gu, '') : hiragana(folded);
}

function score(place: GazetteerPlace, query: string): number {
  let best = 0;
  for (const key of place.keys) {
    if (key === query) return 3;
    if (key.startsWith(query)) best = 2;
    else if (best === 0 && query.length > 1 && key.includes(query)) best = 1;
  }
  return best;
}

const countryNames = {
  ja: new Intl.DisplayNames(['ja'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
};

function describe(place: GazetteerPlace, locale: Locale): ReverseResult {
  const country = countryNames[locale].of(place.country) ?? place.country;
  const prefecture = place.country === 'JP' ? JAPAN_PREFECTURES[place.admin1]?.[locale] : undefined;
  if (locale === 'ja') {
    const name = place.ja ?? place.name;
    if (place.country !== 'JP') return { name, label: `${name}、${country}` };
    return {
      name,
      label: !prefecture || name.startsWith(prefecture) ? name : `${prefecture}${name}`,
    };
  }
  const parts = [place.name, prefecture, country].filter((part) => part && part !== place.name);
  return { name: place.name, label: [place.name, ...parts].join(', ') };
}

/** Loads on first call and keeps the places; a failed load is tried again at the next call. */
function once(load: () => Promise<GazetteerPlace[]>) {
  let places: Promise<GazetteerPlace[]> | undefined;
  return () =>
    (places ??= load().catch((error: unknown) => {
      places = undefined;
      throw error;
    }));
}

/**
 * The file's places, shared by the process's geocoders: each app a test worker builds would
 * otherwise parse the 32 MB file again (1–2 s of one core).
 */
const sharedPlaces = once(() => loadGazetteer());

/**
 * The offline geocoder: GeoNames' places of 500 people or more, read on first use and searched
 * in memory. Places in Japan come first, then the more populous.
 */
export function createGazetteer(load?: () => Promise<GazetteerPlace[]>): Geocoder {
  const data = load ? once(load) : sharedPlaces;

  return {
    attribution: 'GeoNames (CC BY 4.0), © OpenStreetMap contributors (ODbL)',

    async search(query, locale) {
      const wanted = normalizeQuery(query);
      if (!wanted) return [];
      const found: { place: GazetteerPlace; score: number }[] = [];
      for (const place of await data()) {
        const value = score(place, wanted);
        if (value > 0) found.push({ place, score: value });
      }
      found.sort(
        (a, b) =>
          b.score - a.score ||
          Number(b.place.country === 'JP') - Number(a.place.country === 'JP') ||
          b.place.population - a.place.population,
      );
      const results: GeoPlace[] = [];
      const labels = new Set<string>();
      for (const { place } of found) {
        const { name, label } = describe(place, locale);
        if (labels.has(label)) continue;
        labels.add(label);
        results.push({ name, label, latitude: place.latitude, longitude: place.longitude });
        if (results.length === GEO_SEARCH_LIMIT) break;
      }
      return results;
    },

    async reverse(latitude, longitude, locale) {
      const cos = Math.cos((latitude * Math.PI) / 180);
      let best: GazetteerPlace | undefined;
      let bestKm = Number.POSITIVE_INFINITY;
      for (const place of await data()) {
        const dy = (place.latitude - latitude) * KM_PER_DEGREE;
        // Quick reject: no place reaches 40 km.
        if (Math.abs(dy) > 40) continue;
        let dLng = Math.abs(place.longitude - longitude);
        if (dLng > 180) dLng = 360 - dLng;
        const dx = dLng * KM_PER_DEGREE * cos;
        const km = Math.hypot(dx, dy);
        if (km < bestKm && km <= reachKm(place.population)) {
          best = place;
          bestKm = km;
        }
      }
      return best ? describe(best, locale) : NOTHING_NEAR;
    },
  };
}
