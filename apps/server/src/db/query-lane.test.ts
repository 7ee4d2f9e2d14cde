import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { queryLane, turns } from './query-lane.ts';

const later = () => {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
};

describe('query turns', () => {
  it('runs at most `size` at once, the rest in the order they came', async () => {
    const run = turns(2, 5_000);
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
    // All turns free again: two run at once at the next burst.
    const next = [later(), later()];
    const more = next.map((gate) => run(() => gate.done));
    await new Promise((resolve) => setImmediate(resolve));
    next.forEach((gate) => gate.finish());
    await Promise.all(more);
  });

  it('gives a turn back when the work fails', async () => {
    const run = turns(1, 5_000);
    await expect(run(() => Promise.reject(new Error('query failed')))).rejects.toThrow();
    expect(await run(async () => 'next')).toBe('next');
  });

  it('fails as an unavailable database after waiting too long, and leaves the line', async () => {
    const run = turns(1, 20);
    const gate = later();
    const first = run(() => gate.done);
    const error = await run(async () => 'never').catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    gate.finish();
    await first;
    expect(await run(async () => 'after')).toBe('after');
  });
});

describe('the shared answers’ lane of the pool', () => {
  let clientQueries: string[] = [];
  beforeEach(() => {
    clientQueries = [];
  });

  /** A pool whose queries end when the test says; counts those running. */
  function fakePool() {
    const gates: ReturnType<typeof later>[] = [];
    let running = 0;
    let most = 0;
    const pool = {
      connect: async () => ({
        query: async (query: string | { text: string }) => {
          clientQueries.push(typeof query === 'string' ? query : query.text);
          return { rows: [], fields: [] };
        },
        release: () => {},
      }),
      query: async (text: string) => {
        running += 1;
        most = Math.max(most, running);
        const gate = later();
        gates.push(gate);
        await gate.done;
        running -= 1;
        return { rows: [{ text }] };
      },
    };
    return { pool: pool as unknown as pg.Pool, gates, most: () => most };
  }

  it('runs at most `size` queries on the pool at once and passes their answers on', async () => {
    const { pool, gates, most } = fakePool();
    const lane = queryLane(pool, 2, 5_000);
    const answers = ['a', 'b', 'c', 'd'].map((text) => lane.query(text));
    await new Promise((resolve) => setImmediate(resolve));
    expect(gates).toHaveLength(2);
    gates[0]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(gates).toHaveLength(3);
    for (const gate of gates.slice(1)) gate.finish();
    await new Promise((resolve) => setImmediate(resolve));
    gates[3]!.finish();
    expect((await Promise.all(answers)).map((answer) => answer.rows[0].text)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(most()).toBe(2);
  });

  it('runs a transaction on one connection, which holds a turn until it is released', async () => {
    const { pool, gates, most } = fakePool();
    const lane = queryLane(pool, 1, 5_000);
    const db = drizzle(lane);
    const open = later();
    const inside: string[] = [];
    const done = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inside.push('queried');
      await open.done;
    });
    // A query asked for meanwhile waits for the transaction's turn.
    const after = lane.query('after');
    await vi.waitFor(() => expect(inside).toEqual(['queried']));
    await new Promise((resolve) => setImmediate(resolve));
    expect(gates).toHaveLength(0);
    open.finish();
    await done;
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    gates[0]!.finish();
    expect((await after).rows[0].text).toBe('after');
    expect(most()).toBe(1);
    // Every statement of the transaction went to its one client: begin, the query, commit.
    expect(clientQueries).toEqual(['begin', 'select 1', 'commit']);
  });
});
