import { describe, expect, it } from 'vitest';
import { createMemoryAnswerCache, MAX_ENTRIES, type CachedAnswer } from './answer-cache.ts';

const answer = (body: string): CachedAnswer => ({ body, etag: `W/"${body}"`, madeAt: 0 });
const MINUTE = 60_000;

/** A store holding MAX_ENTRIES answers, `kept-0` the least recently used. */
async function fullStore() {
  const store = createMemoryAnswerCache(() => 0);
  for (let i = 0; i < MAX_ENTRIES; i += 1) await store.set(`kept-${i}`, answer(`${i}`), MINUTE);
  return store;
}

describe('the memory answer store', () => {
  it('keeps every answer while it has room', async () => {
    const store = createMemoryAnswerCache(() => 0);
    await store.set('once', answer('a'), MINUTE);
    expect((await store.get('once'))?.body).toBe('a');
  });

  it('once full, refuses an answer offered for the first time and evicts nothing for it', async () => {
    const store = await fullStore();
    for (let i = 0; i < 100; i += 1) await store.set(`one-off-${i}`, answer('x'), MINUTE);
    expect(await store.get('one-off-0')).toBeUndefined();
    expect(await store.get('one-off-99')).toBeUndefined();
    expect((await store.get('kept-0'))?.body).toBe('0');
  });

  it('once full, takes an answer asked for again, in place of the least recently used', async () => {
    const store = await fullStore();
    await store.get('kept-0');
    await store.set('again', answer('1st'), MINUTE);
    await store.set('again', answer('2nd'), MINUTE);
    expect((await store.get('again'))?.body).toBe('2nd');
    expect(await store.get('kept-1')).toBeUndefined();
    expect((await store.get('kept-0'))?.body).toBe('0');
  });

  it('replaces a kept answer at once, full or not', async () => {
    const store = await fullStore();
    await store.set('kept-7', answer('new'), MINUTE);
    expect((await store.get('kept-7'))?.body).toBe('new');
    expect((await store.get('kept-0'))?.body).toBe('0');
  });

  it('starts empty after a bump, taking every answer again', async () => {
    const store = await fullStore();
    await store.bump();
    await store.set('fresh', answer('f'), MINUTE);
    expect((await store.get('fresh'))?.body).toBe('f');
  });
});
