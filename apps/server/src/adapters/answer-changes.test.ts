import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import {
  ANY_CHANGE_PAYLOAD,
  CLOCK_MARGIN_MS,
  agreePayload,
  createChangeFeed,
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

describe('the feed of committed writes (decision 038)', () => {
  it('vouches for an answer until a write that can change it is heard', async () => {
    const { feed, at, say } = await feedAt(10_000);
    at(20_000);
    const since = 20_000;
    const page = { ids: [1, 2, 3], counts: [40, 60] as [number, number] };
    expect(feed.unchangedSince(since, page)).toBe(true);

    // Statements it neither shows nor can take in: 7 agreed to 5, 8 to 70.
    at(21_000);
    say(agreePayload(7, 5));
    say(agreePayload(8, 70));
    expect(feed.unchangedSince(since, page)).toBe(true);
    // One it shows.
    say(agreePayload(2, 41));
    expect(feed.unchangedSince(since, page)).toBe(false);
    // Still true of an answer showing neither, in no agree order.
    expect(feed.unchangedSince(since, { ids: [9] })).toBe(true);
    // An answer whose reach is unknown, or ordered by trend: any agree changes it.
    expect(feed.unchangedSince(since, undefined)).toBe(false);
    expect(feed.unchangedSince(since, { any: true })).toBe(false);
  });

  it('counts a statement moving next to a page’s counts as reaching it, either way', async () => {
    const page = { ids: [], counts: [40, 60] as [number, number] };
    const reached = async (count: number) => {
      const { feed, at, say } = await feedAt(0);
      at(5_000);
      say(agreePayload(11, count));
      return !feed.unchangedSince(5_000, page);
    };
    // 39: withdrawn from 40, or agreed from 38 (it may pass the page's last); 61: from 60.
    expect(await Promise.all([37, 38, 39, 50, 61, 62].map(reached))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('any other write changes every answer made before it', async () => {
    const { feed, at, say } = await feedAt(0);
    at(5_000);
    say(ANY_CHANGE_PAYLOAD);
    expect(feed.unchangedSince(4_000, { ids: [] })).toBe(false);
    // An answer made after it (beyond the clocks' margin) has it.
    expect(feed.unchangedSince(5_000 + CLOCK_MARGIN_MS + 1, { ids: [] })).toBe(true);
  });

  it('judges an answer made by another server by the margin of their clocks', async () => {
    const { feed, at, say } = await feedAt(0);
    at(10_000);
    say(agreePayload(1, 1));
    // Made up to a margin after this server heard it: perhaps without it.
    expect(feed.unchangedSince(10_000 + CLOCK_MARGIN_MS, { ids: [1] })).toBe(false);
    expect(feed.unchangedSince(10_001 + CLOCK_MARGIN_MS, { ids: [1] })).toBe(true);
  });

  it('vouches for nothing while not listening, nor for what came before listening again', async () => {
    const { feed, at, listening, stopped } = await feedAt(0);
    at(10_000);
    expect(feed.unchangedSince(5_000, { ids: [] })).toBe(true);
    listening(false);
    expect(feed.unchangedSince(5_000, { ids: [] })).toBe(false);
    at(12_000);
    listening(true);
    // Writes between 10 and 12 s were not heard: an answer from before cannot be vouched for.
    expect(feed.unchangedSince(5_000, { ids: [] })).toBe(false);
    expect(feed.unchangedSince(11_000, { ids: [] })).toBe(false);
    expect(feed.unchangedSince(12_000 + CLOCK_MARGIN_MS, { ids: [] })).toBe(true);
    await feed.close();
    expect(stopped()).toBe(true);
  });
});
