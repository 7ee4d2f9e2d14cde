import { describe, expect, it } from 'vitest';
import { createMemoryAnswerCache, type CachedAnswer } from './answer-cache.ts';

const SIZE = 100;
const answer = (text: string): CachedAnswer => ({
  body: text.padEnd(SIZE, ' '),
  etag: `W/"${text}"`,
  madeAt: 0,
});
const body = (found: CachedAnswer | undefined) => found?.body.trim();
const MINUTE = 60_000;
const ROOM = 50;

/** A store full with ROOM answers, `kept-0` the least recently used. */
async function fullStore() {
  const store = createMemoryAnswerCache(() => 0, ROOM * SIZE);
  for (let i = 0; i < ROOM; i += 1) await store.set(`kept-${i}`, answer(`${i}`), MINUTE);
  return store;
}

describe('the memory answer store', () => {
  it('keeps every answer while it has room', async () => {
    const store = await fullStore();
    for (let i = 0; i < ROOM; i += 1) expect(body(await store.get(`kept-${i}`))).toBe(`${i}`);
  });

  it('once full, refuses an answer offered for the first time and evicts nothing for it', async () => {
    const store = await fullStore();
    for (let i = 0; i < 100; i += 1) await store.set(`one-off-${i}`, answer('x'), MINUTE);
    expect(await store.get('one-off-0')).toBeUndefined();
    expect(await store.get('one-off-99')).toBeUndefined();
    expect(body(await store.get('kept-0'))).toBe('0');
  });

  it('once full, takes an answer asked for again, in place of the least recently used', async () => {
    const store = await fullStore();
    await store.get('kept-0');
    await store.set('again', answer('1st'), MINUTE);
    await store.set('again', answer('2nd'), MINUTE);
    expect(body(await store.get('again'))).toBe('2nd');
    expect(await store.get('kept-1')).toBeUndefined();
    expect(body(await store.get('kept-0'))).toBe('0');
  });

  it('makes room by text, not by count: a large answer evicts as many as it needs', async () => {
    const store = await fullStore();
    const large = { ...answer('large'), body: 'large'.padEnd(3 * SIZE, ' ') };
    await store.set('large', large, MINUTE);
    await store.set('large', large, MINUTE);
    expect(body(await store.get('large'))).toBe('large');
    for (const gone of ['kept-0', 'kept-1', 'kept-2'])
      expect(await store.get(gone)).toBeUndefined();
    expect(body(await store.get('kept-3'))).toBe('3');
  });

  it('replaces a kept answer at once, full or not', async () => {
    const store = await fullStore();
    await store.set('kept-7', answer('new'), MINUTE);
    expect(body(await store.get('kept-7'))).toBe('new');
    expect(body(await store.get('kept-0'))).toBe('0');
  });

  it('keeps no answer larger than the whole store, and evicts nothing for it', async () => {
    const store = await fullStore();
    const huge = { ...answer('huge'), body: 'huge'.padEnd(ROOM * SIZE + 1, ' ') };
    await store.set('huge', huge, MINUTE);
    await store.set('huge', huge, MINUTE);
    expect(await store.get('huge')).toBeUndefined();
    expect(body(await store.get('kept-0'))).toBe('0');
  });

  it('drops the answers whose time is up once a minute, making room for new ones', async () => {
    let clock = 0;
    const store = createMemoryAnswerCache(() => clock, ROOM * SIZE);
    for (let i = 0; i < ROOM; i += 1) await store.set(`short-${i}`, answer(`${i}`), 1000);
    clock = MINUTE;
    await store.set('first-offer', answer('new'), MINUTE);
    expect(body(await store.get('first-offer'))).toBe('new');
  });

  it('starts empty after a bump, taking every answer again', async () => {
    const store = await fullStore();
    await store.bump();
    await store.set('fresh', answer('f'), MINUTE);
    expect(body(await store.get('fresh'))).toBe('f');
  });
});
