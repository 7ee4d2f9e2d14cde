import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DATA_PATHS } from '@iagree/contract';
import { everyRoute } from '@iagree/contract/routes';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** OpenAPI's `/api/x/{id}` as the contract writes it, `/api/x/:id`. */
const contractPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('OpenAPI and the contract', () => {
  it('documents every /api/ call the server answers as the contract describes it, and only those', async () => {
    const { paths } = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const documented = Object.entries(paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${contractPath(path)}`),
      );
    // The open data files are named by the contract's OPEN_DATA_PATHS, as files, not calls.
    const files = Object.values(OPEN_DATA_PATHS)
      .filter((path) => path.startsWith('/api/'))
      .map((path) => `GET ${path}`);
    const described = [...everyRoute.map((route) => `${route.method} ${route.path}`), ...files];
    expect(documented.filter((line) => !described.includes(line))).toEqual([]);
    expect(described.filter((line) => !documented.includes(line))).toEqual([]);
  });
});
