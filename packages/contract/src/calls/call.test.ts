import { describe, expect, expectTypeOf, it } from 'vitest';
import { everyRoute, routeOf } from '../routes/index.ts';
import { type CallAnswer, type CallInput, pathOf } from './call.ts';
import { statementCalls } from './statements.ts';

describe('calls', () => {
  it('fills a path’s parameters, encoded, and refuses to leave one out', () => {
    expect(pathOf(statementCalls.comments, { id: 7 })).toBe('/api/statements/7/comments');
    expect(pathOf(statementCalls.detail, { id: 'a/b' })).toBe('/api/statements/a%2Fb');
    expect(() => pathOf(statementCalls.detail, {})).toThrow('no id');
  });

  it('describes each call once, under /api/, with a schema for each path parameter', () => {
    const lines = everyRoute.map((route) => `${route.method} ${route.path}`);
    expect(new Set(lines).size).toBe(lines.length);
    for (const route of everyRoute) {
      expect(route.path).toMatch(/^\/api\//);
      const named = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
      const described = route.params ? Object.keys(route.params.shape) : [];
      expect(described, route.path).toEqual(named);
      expect(routeOf(route)).toBe(route);
    }
  });

  it('types a call’s input and answer from its schemas', () => {
    expectTypeOf<CallInput<typeof statementCalls.similar>>().toHaveProperty('query');
    expectTypeOf<CallInput<typeof statementCalls.create>>().toEqualTypeOf<
      { params?: never } & { query?: never } & { body: FormData }
    >();
    expectTypeOf<CallAnswer<typeof statementCalls.following>>().toEqualTypeOf<{
      following: boolean;
    }>();
  });
});
