import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoReverseResponse, GeoSearchResponse } from '@iagree/contract';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function get<T>(url: string, status = 200) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}
const search = (q: string, language = 'ja') =>
  get<GeoSearchResponse>(`/api/geo/search?${new URLSearchParams({ q, language })}`);
const reverse = (lat: number, lng: number, language = 'ja') =>
  get<GeoReverseResponse>(`/api/geo/reverse?lat=${lat}&lng=${lng}&language=${language}`);

describe('GET /api/geo/search with the offline gazetteer', () => {
  it('finds Japanese places by their Japanese name, prefecture included', async () => {
    const body = await search('大阪');
    expect(body.data[0]).toEqual({
      name: '大阪市',
      label: '大阪府大阪市',
      latitude: expect.closeTo(34.69, 1),
      longitude: expect.closeTo(135.5, 1),
    });
    expect(body.attribution).toBe('GeoNames (CC BY 4.0), © OpenStreetMap contributors (ODbL)');
  });

  it('finds them by their romanised name, with or without long vowels, in English', async () => {
    for (const q of ['Tokyo', 'tōkyō', 'ＴＯＫＹＯ']) {
      const body = await search(q, 'en');
      expect(body.data[0]?.label).toBe('Tokyo, Japan');
    }
    expect((await search('setagaya', 'en')).data[0]?.label).toBe('Setagaya, Tokyo, Japan');
    expect((await search('setagaya')).data[0]?.label).toBe('東京都世田谷区');
  });

  it('puts Japan first, then the bigger places, and finds cities abroad', async () => {
    const body = await search('paris', 'en');
    expect(body.data[0]?.label).toBe('Paris, France');
    expect((await search('パリ')).data[0]?.label).toBe('パリ、フランス');
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await search('zzqxw')).data).toEqual([]);
  });

  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    ['a'.repeat(101), 'Too big: expected string to have <=100 characters'],
  ])('refuses q=%j with 422', async (q, message) => {
    const body = await get<{ errors: Record<string, string[]> }>(
      `/api/geo/search?${new URLSearchParams({ q, language: 'en' })}`,
      422,
    );
    expect(body.errors.q).toEqual([message]);
  });
});

describe('GET /api/geo/reverse with the offline gazetteer', () => {
  it('names a point after the nearest place that reaches it', async () => {
    expect((await reverse(35.6547, 139.7966)).data).toEqual({
      name: '江東区',
      label: '東京都江東区',
    });
    expect((await reverse(35.6547, 139.7966, 'en')).data).toEqual({
      name: 'Kōtō',
      label: 'Kōtō, Tokyo, Japan',
    });
    expect((await reverse(34.69, 135.5)).data.label).toBe('大阪府大阪市');
  });

  it('answers an empty name, not an error, in the middle of the ocean', async () => {
    expect((await reverse(30, 150)).data).toEqual({ name: '', label: '' });
  });

  it.each([
    ['lat=abc&lng=139', 'lat', 'Enter a number'],
    ['lat=91&lng=139', 'lat', 'Latitude must be between -90 and 90'],
    ['lat=35&lng=-180.5', 'lng', 'Longitude must be between -180 and 180'],
    ['lat=35', 'lng', 'This field is required'],
  ])('refuses %s with 422', async (query, field, message) => {
    const body = await get<{ errors: Record<string, string[]> }>(
      `/api/geo/reverse?${query}&language=en`,
      422,
    );
    expect(body.errors[field]).toEqual([message]);
  });
});
