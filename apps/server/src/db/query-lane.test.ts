import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { answerSlots } from './answer-slots.ts';

const later = () => {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
};

describe('answer slots', () => {
  it('runs at most `size` at once, the rest in the order they came', async () => {
    const run = answerSlots(2, 5_000);
    const started: number[] = [];
    const gates = [later(), later(), later(), later()];
    const all = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        await gate.done;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    gates[1]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.finish();
    gates[2]!.finish();
    gates[3]!.finish();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3]);
    // All slots free again: two run at once at the next burst.
    const next = [later(), later()];
    const more = next.map((gate) => run(() => gate.done));
    await new Promise((resolve) => setImmediate(resolve));
    next.forEach((gate) => gate.finish());
    await Promise.all(more);
  });

  it('gives a slot back when the work fails', async () => {
    const run = answerSlots(1, 5_000);
    await expect(run(() => Promise.reject(new Error('query failed')))).rejects.toThrow();
    expect(await run(async () => 'next')).toBe('next');
  });

  it('fails as an unavailable database after waiting too long, and leaves the line', async () => {
    const run = answerSlots(1, 20);
    const gate = later();
    const first = run(() => gate.done);
    const error = await run(async () => 'never').catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    gate.finish();
    await first;
    expect(await run(async () => 'after')).toBe('after');
  });
});
