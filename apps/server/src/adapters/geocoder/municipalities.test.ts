import { describe, expect, it } from 'vitest';
import { createGazetteer } from './gazetteer.ts';
import { loadGazetteer } from './gazetteer-data.ts';
import { joinMunicipalities, loadMunicipalities } from './municipalities.ts';

const osm = (city_ja: string, city_en: string | null, latitude: number, longitude: number) => ({
  state_ja: '東京都',
  city_ja,
  city_en,
  latitude,
  longitude,
});

describe('the municipalities of Japan', () => {
  it('joins each reading to its OpenStreetMap point, leaving out what has none', () => {
    const prefectures = [
      {
        name: '東京都',
        ruby: 'とうきょうと',
        municipalities: [
          { name: '練馬区', ruby: 'ねりまく' },
          { name: '檜原村', ruby: 'ひのはらむら' },
          { name: '青ヶ島村', ruby: 'あおがしまむら' },
        ],
      },
    ];
    const cities = [osm('練馬区', 'Nerima', 35.73, 139.65), osm('檜原村', null, 35.72, 139.14)];
    expect(joinMunicipalities(prefectures, cities)).toEqual([
      {
        prefecture: '東京都',
        name: '練馬区',
        reading: 'ねりまく',
        en: 'Nerima',
        latitude: 35.73,
        longitude: 139.65,
      },
      {
        prefecture: '東京都',
        name: '檜原村',
        reading: 'ひのはらむら',
        en: '檜原村',
        latitude: 35.72,
        longitude: 139.14,
      },
    ]);
  });

  it('are found offline by their reading in hiragana or katakana, GeoNames or not', async () => {
    expect((await loadMunicipalities()).length).toBeGreaterThan(1600);
    const places = await loadGazetteer();
    const gazetteer = createGazetteer(async () => places);
    const labels = async (query: string) =>
      (await gazetteer.search(query, 'ja')).map((place) => place.label);
    expect(await labels('ねりま')).toEqual(['東京都練馬区']);
    expect(await labels('ネリマク')).toEqual(['東京都練馬区']);
    expect((await labels('しものせき'))[0]).toBe('山口県下関市');
    // Not among GeoNames' populated places: joined at its OpenStreetMap point.
    const [hinohara] = await gazetteer.search('ひのはらむら', 'ja');
    expect(hinohara).toMatchObject({ label: '東京都檜原村' });
    expect(hinohara?.latitude).toBeCloseTo(35.7, 0);
  });
});
