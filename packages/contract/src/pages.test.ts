import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageQuerySchema } from './pages.ts';

describe('page cursors', () => {
  it('name a position to the microsecond and read back the same', () => {
    const position = { at: '2026-11-23T13:38:11.123456Z', id: 42 };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
    expect(pageQuerySchema.parse({ cursor })).toEqual({ cursor: position });
  });

  it.each([
    ['not base64', '***'],
    ['no id', encodeCursor({ at: '2026-11-23T13:38:11.123456Z', id: 0 })],
    ['milliseconds only', btoa('2026-11-23T13:38:11.123Z_1')],
    ['a day that does not exist', btoa('2026-02-31T00:00:00.000000Z_1')],
    ['an id past the column', btoa('2026-01-01T00:00:00.000000Z_9999999999')],
  ])('refuse %s', (_what, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
    expect(pageQuerySchema.safeParse({ cursor }).success).toBe(false);
  });

  it('take an empty cursor for the first page', () => {
    expect(pageQuerySchema.parse({ cursor: '' })).toEqual({});
  });
});
