import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const BOX = { top_x: '139.6', top_y: '35.8', bottom_x: '139.9', bottom_y: '35.6' };

async function refused(path: string, query: Record<string, string | undefined>, language = 'en') {
  const params = new URLSearchParams({ language });
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, value);
  const res = await ctx.app.inject({ method: 'GET', url: `${path}?${params}` });
  expect(res.statusCode, res.body).toBe(422);
  return res.json<{ message: string; errors: Record<string, string[]> }>();
}

describe('GET /api/map/{type} refuses bad parameters with 422 and a message per field', () => {
  it.each([
    ['top_x', undefined, 'This field is required'],
    ['top_y', '', 'This field is required'],
    ['bottom_x', 'east', 'Enter a number'],
    ['bottom_y', '35.6abc', 'Enter a number'],
    ['top_x', 'NaN', 'Enter a number'],
    ['top_x', 'Infinity', 'Enter a number'],
    ['top_x', '180.5', 'Longitude must be between -180 and 180'],
    ['bottom_x', '-181', 'Longitude must be between -180 and 180'],
    ['top_y', '90.01', 'Latitude must be between -90 and 90'],
    ['bottom_y', '-100', 'Latitude must be between -90 and 90'],
  ])('%s=%s', async (name, value, message) => {
    const body = await refused('/api/map/statements', { ...BOX, [name]: value });
    expect(body.message).toBe('Please check the highlighted fields.');
    expect(body.errors[name]).toEqual([message]);
  });

  it('a north edge south of the south edge', async () => {
    const body = await refused('/api/map', { ...BOX, top_y: '35.5' });
    expect(body.errors.top_y).toEqual([
      'The north edge (top_y) must not be south of the south edge (bottom_y)',
    ]);
  });

  it('an unknown range', async () => {
    const body = await refused('/api/map/statements', { ...BOX, range: 'decade' });
    expect(body.errors.range?.[0]).toMatch(/all.*today.*week.*month.*year/);
  });

  it('an unknown type', async () => {
    const body = await refused('/api/map/users', BOX);
    expect(body.errors.type?.[0]).toMatch(/statements.*events/);
  });

  it('answers in Japanese by default', async () => {
    const body = await refused('/api/map/statements', { ...BOX, top_y: '95' }, 'ja');
    expect(body.message).toBe('入力内容を確認してください。');
    expect(body.errors.top_y).toEqual(['緯度は -90 から 90 の範囲で指定してください']);
  });

  it('reports every bad field at once', async () => {
    const body = await refused('/api/map/events', { top_x: 'a', top_y: '100', range: 'x' });
    expect(Object.keys(body.errors).sort()).toEqual([
      'bottom_x',
      'bottom_y',
      'range',
      'top_x',
      'top_y',
    ]);
  });
});

describe('OpenAPI', () => {
  it('lists the map and geocoding calls with their query parameters', async () => {
    const { paths } = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/map',
        '/api/map/{type}',
        '/api/geo/search',
        '/api/geo/reverse',
      ]),
    );
    const names = paths['/api/map/{type}'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'type',
        'top_x',
        'top_y',
        'bottom_x',
        'bottom_y',
        'range',
        'language',
      ]),
    );
  });
});
