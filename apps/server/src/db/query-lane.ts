import type pg from 'pg';

/**
 * At most `size` pieces of work at once, the others waiting their turn in order. One that waits
 * longer than `waitMs` fails as the pool does when it has no connection in time: the database
 * counts as unavailable (53300, too many connections), and the request answers 503 with
 * Retry-After.
 */
export function turns(size: number, waitMs: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(
          Object.assign(new Error(`no turn for a query within ${waitMs} ms`), { code: '53300' }),
        );
      }, waitMs);
      waiting.push(take);
    });
  return async <T>(work: () => Promise<T>): Promise<T> => {
    // A turn that is let go goes straight to the next in line, so none is taken twice.
    if (running < size) running += 1;
    else await turn();
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * The pool as the guests' shared answers use it (issue 27): at most `size` of their queries on
 * its connections at once, so a crowd's uncached reads leave the others to writes and signed-in
 * readers' own queries. A query holds its turn only while it runs: the answers computed during
 * one event-loop turn read together (per-turn.ts), and an answer waiting for its turn's query
 * holds nothing — counting answers instead capped a crowd of random details at a few hundred a
 * second while the pool sat half idle. Shared answers only read: a transaction here is refused
 * (it would need one connection held across its statements).
 */
export function queryLane(pool: pg.Pool, size: number, waitMs: number): pg.Pool {
  const inTurn = turns(size, waitMs);
  const lane = {
    query: (...args: unknown[]) =>
      inTurn(() => (pool.query as (...args: unknown[]) => Promise<unknown>)(...args)),
    connect: () => Promise.reject(new Error('a shared answer only reads: no transaction here')),
  };
  // drizzle calls `query` (and `connect` for a transaction) and nothing else.
  return lane as unknown as pg.Pool;
}
