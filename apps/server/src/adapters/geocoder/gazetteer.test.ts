import { describe, expect, it } from 'vitest';
import { japaneseName, parseGazetteer } from './gazetteer-data.ts';
import { createGazetteer, normalizeQuery } from './gazetteer.ts';

const line = (fields: Partial<Record<number, string>>) =>
  Array.from({ length: 19 }, (_, i) => fields[i] ?? '').join('\t');

describe('the gazetteer', () => {
  it('picks the Japanese municipal name whose stem is also listed', () => {
    expect(japaneseName(['东京', '東京', '東京都', 'Tokio'])).toBe('東京都');
    expect(japaneseName(['保谷市', '田無市', '西東京', '西東京市'])).toBe('西東京市');
    expect(japaneseName(['稚內市', '稚内', '稚内市'])).toBe('稚内市');
    expect(japaneseName(['しらおか', 'シラオカ', '白岡'])).toBe('白岡');
    expect(japaneseName(['Obita'])).toBeNull();
  });

  it('reads GeoNames lines, keeping Japan whole and only towns of 15,000 abroad', () => {
    const text = [
      line({
        1: 'Urayasu',
        2: 'Urayasu',
        3: 'うらやす,浦安,浦安市',
        4: '35.65',
        5: '139.9',
        8: 'JP',
        10: '04',
        14: '160000',
      }),
      line({ 1: 'Kin', 2: 'Kin', 4: '26.45', 5: '127.91', 8: 'JP', 10: '47', 14: '600' }),
      line({ 1: 'Tiny', 2: 'Tiny', 4: '1', 5: '1', 8: 'FR', 14: '900' }),
    ].join('\n');
    const places = parseGazetteer(text);
    expect(places.map((place) => place.name)).toEqual(['Urayasu', 'Kin']);
    expect(places[0]).toMatchObject({ ja: '浦安市', admin1: '04', population: 160000 });
    expect(places[0]?.keys).toEqual(['urayasu', 'うらやす', '浦安', '浦安市']);
  });

  it('folds width and accents of Latin queries, and katakana to hiragana', () => {
    expect(normalizeQuery(' Ｔōkyō ')).toBe('tokyo');
    expect(normalizeQuery('ガーデン')).toBe('がーでん');
    expect(normalizeQuery('練馬')).toBe('練馬');
  });

  it('loads its data once, on first use, and again after a failed load', async () => {
    let loads = 0;
    const geocoder = createGazetteer(async () => {
      loads += 1;
      if (loads === 1) throw new Error('disk error');
      return parseGazetteer(
        line({ 1: 'Kin', 2: 'Kin', 4: '26.45', 5: '127.91', 8: 'JP', 10: '47', 14: '600' }),
      );
    });
    expect(loads).toBe(0);
    await expect(geocoder.search('kin', 'en')).rejects.toThrow('disk error');
    expect((await geocoder.search('kin', 'en'))[0]?.label).toBe('Kin, Okinawa, Japan');
    await geocoder.reverse(26.45, 127.91, 'ja');
    expect(loads).toBe(2);
  });
});
