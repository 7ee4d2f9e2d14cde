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
 * second while the pool sat half idle.
 *
 * drizzle calls `query`, and `connect` for a transaction when its client is a pool (it looks
 * for "Pool" in the class's name, hence this one's): a transaction (a search's `SET LOCAL`)
 * holds one turn and one connection until drizzle releases the connection.
 */
class SharedLanePool {
  private readonly inTurn: ReturnType<typeof turns>;

  constructor(
    private readonly pool: pg.Pool,
    size: number,
    waitMs: number,
  ) {
    this.inTurn = turns(size, waitMs);
  }

  query(...args: unknown[]) {
    const query = this.pool.query.bind(this.pool) as (...args: unknown[]) => Promise<unknown>;
    return this.inTurn(() => query(...args));
  }

  connect(): Promise<pg.PoolClient> {
    return new Promise((resolve, reject) => {
      this.inTurn(async () => {
        const client = await this.pool.connect();
        // The pool sets `release` anew at each checkout: this one also gives the turn back.
        const release = client.release;
        await new Promise<void>((released) => {
          client.release = (error) => {
            client.release = release;
            release(error);
            released();
          };
          resolve(client);
        });
      }).catch(reject);
    });
  }
}

export const queryLane = (pool: pg.Pool, size: number, waitMs: number) =>
  new SharedLanePool(pool, size, waitMs) as unknown as pg.Pool;
