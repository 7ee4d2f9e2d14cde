import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import {
  ANY_CHANGE_PAYLOAD,
  CLOCK_MARGIN_MS,
  agreePayload,
  createChangeFeed,
  type AgreeReach,
} from './answer-changes.ts';

/** A feed on a channel the test speaks into, by a clock it moves. */
async function feedAt(start: number) {
  let time = start;
  let say: (payload: string) => void = () => {};
  let state: (listening: boolean) => void = () => {};
  let stopped = false;
  const listen: DatabaseHandle['listen'] = async (_channel, onMessage, onState) => {
    say = onMessage;
    state = onState;
    onState(true);
    return async () => {
      stopped = true;
    };
  };
  const feed = await createChangeFeed(listen, { keepMs: 60_000, now: () => time });
  return {
    feed,
    at: (ms: number) => void (time = ms),
    say: (payload: string) => say(payload),
    listening: (on: boolean) => state(on),
    stopped: () => stopped,
  };
}

const CREATED = '2026-11-20T10:00:00.000Z';
/** An agree (or with moved −1 its withdrawal) that leaves `statementId` at `count`. */
const agreed = (statementId: number, count: number, moved: 1 | -1 = 1, createdAt = CREATED) =>
  agreePayload({ statementId, agreeCount: count, moved, createdAt });

/** Whether one change heard after an answer's computation reaches that answer. */
async function reached(payload: string, reach: AgreeReach | undefined) {
  const { feed, at, say } = await feedAt(0);
  at(5_000);
  say(payload);
  return feed.changesSince(5_000, reach) === 'changed';
}

describe('the feed of committed writes (decision 038)', () => {
  it('vouches for an answer until a write that can change it is heard', async () => {
    const { feed, at, say } = await feedAt(10_000);
    at(20_000);
    const shows = { ids: [1, 2, 3] };
    expect(feed.changesSince(20_000, shows)).toEqual([]);
    at(21_000);
    say(agreed(7, 5));
    expect(feed.changesSince(20_000, shows)).toEqual([]);
    say(agreed(2, 41));
    expect(feed.changesSince(20_000, shows)).toBe('changed');
    // An answer whose reach is unknown, or ordered by trend: any agree changes it.
    expect(await reached(agreed(7, 5), undefined)).toBe(true);
    expect(await reached(agreed(7, 5), { any: true })).toBe(true);
    // News it cannot read counts as a change of anything.
    expect(await reached('7:5', { ids: [] })).toBe(true);
  });

  it('moves a page in agree order when a statement moves across its first or last', async () => {
    // Most agreed first: the page runs from 60 (created on the 21st) to 45 (on the 19th).
    const page = (ascending: boolean): AgreeReach => ({
      ids: [],
      ranked: {
        ascending,
        first: { count: 60, createdAt: '2026-11-21T00:00:00.000Z' },
        last: { count: 45, createdAt: '2026-11-19T00:00:00.000Z' },
      },
    });
    const most = page(false);
    // 44 → 45, created after the last one: among equal counts the newest comes first.
    expect(await reached(agreed(9, 45, 1, '2026-11-20T00:00:00.000Z'), most)).toBe(true);
    // … created before it: it stays after the page.
    expect(await reached(agreed(9, 45, 1, '2026-11-18T00:00:00.000Z'), most)).toBe(false);
    // 43 → 44: still after it.
    expect(await reached(agreed(9, 44), most)).toBe(false);
    // 61 → 60, created after the first one: still before the page; created before: into it.
    expect(await reached(agreed(9, 60, -1, '2026-11-22T00:00:00.000Z'), most)).toBe(false);
    expect(await reached(agreed(9, 60, -1, '2026-11-20T00:00:00.000Z'), most)).toBe(true);
    // The same millisecond as the last: the answer cannot tell, so it may have.
    expect(await reached(agreed(9, 45, 1, '2026-11-19T00:00:00.000Z'), most)).toBe(true);

    // Least agreed first: the page runs from 3 (created on the 21st) to 5 (on the 19th).
    const least: AgreeReach = {
      ids: [],
      ranked: {
        ascending: true,
        first: { count: 3, createdAt: '2026-11-21T00:00:00.000Z' },
        last: { count: 5, createdAt: '2026-11-19T00:00:00.000Z' },
      },
    };
    // 6 → 7: after the page, and after it still.
    expect(await reached(agreed(9, 7, 1), least)).toBe(false);
    // 2 → 3, created before the first one (newest first among equal counts): into the page.
    expect(await reached(agreed(9, 3, 1, '2026-11-20T00:00:00.000Z'), least)).toBe(true);
    // 6 → 5, created after the last one: into the page.
    expect(await reached(agreed(9, 5, -1, '2026-11-20T00:00:00.000Z'), least)).toBe(true);
  });

  it('takes counts next to a page’s as reaching it where the order has parts', async () => {
    const parts: AgreeReach = { ids: [], counts: [40, 60] };
    const counts = [37, 38, 39, 50, 61, 62];
    const reachedBy = await Promise.all(counts.map((count) => reached(agreed(11, count), parts)));
    expect(reachedBy).toEqual([false, false, true, true, true, false]);
  });

  it('names the statements that moved across a narrowed list’s page, for the list to check (decision 042)', async () => {
    const { feed, at, say } = await feedAt(0);
    const narrowed: AgreeReach = { ids: [1], counts: [40, 60], narrowed: true };
    at(5_000);
    say(agreed(11, 50));
    say(agreed(12, 20));
    say(agreed(11, 51));
    say(agreed(13, 45));
    expect(feed.changesSince(5_000, narrowed)).toEqual([13, 11]);
    // The same list not narrowed: changed at once; one it shows: changed whatever the list holds.
    expect(feed.changesSince(5_000, { ...narrowed, narrowed: undefined })).toBe('changed');
    say(agreed(1, 10));
    expect(feed.changesSince(5_000, narrowed)).toBe('changed');
  });

  it('any other write changes every answer made before it', async () => {
    const { feed, at, say } = await feedAt(0);
    at(5_000);
    say(ANY_CHANGE_PAYLOAD);
    expect(feed.changesSince(4_000, { ids: [] })).toBe('changed');
    // An answer made after it (beyond the clocks' margin) has it.
    expect(feed.changesSince(5_000 + CLOCK_MARGIN_MS + 1, { ids: [] })).toEqual([]);
  });

  it('judges an answer made by another server by the margin of their clocks', async () => {
    const { feed, at, say } = await feedAt(0);
    at(10_000);
    say(agreed(1, 1));
    // Made up to a margin after this server heard it: perhaps without it.
    expect(feed.changesSince(10_000 + CLOCK_MARGIN_MS, { ids: [1] })).toBe('changed');
    expect(feed.changesSince(10_001 + CLOCK_MARGIN_MS, { ids: [1] })).toEqual([]);
  });

  it('vouches for nothing while not listening, nor for what came before listening again', async () => {
    const { feed, at, listening, stopped } = await feedAt(0);
    at(10_000);
    expect(feed.changesSince(5_000, { ids: [] })).toEqual([]);
    listening(false);
    expect(feed.changesSince(5_000, { ids: [] })).toBe('changed');
    at(12_000);
    listening(true);
    // Writes between 10 and 12 s were not heard: an answer from before cannot be vouched for.
    expect(feed.changesSince(5_000, { ids: [] })).toBe('changed');
    expect(feed.changesSince(11_000, { ids: [] })).toBe('changed');
    expect(feed.changesSince(12_000 + CLOCK_MARGIN_MS, { ids: [] })).toEqual([]);
    await feed.close();
    expect(stopped()).toBe(true);
  });
});
