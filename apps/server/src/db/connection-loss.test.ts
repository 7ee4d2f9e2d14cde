import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { openTestDatabase } from '../test/database.ts';
import { databaseUrl, withServer } from '../test/database-template.ts';
import { createStatementRow, createUser } from '../test/factories.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { openDatabase, queryRows } from './client.ts';

const template = inject('testDatabaseTemplate');

/**
 * PostgreSQL only: PGlite runs inside the process, with no connection that a server, a failover
 * or a proxy could end, so neither fault exists there.
 */
describe.skipIf(template.kind !== 'postgres')('PostgreSQL connections lost', () => {
  const serverUrl = template.kind === 'postgres' ? template.serverUrl : '';
  let proxy: TcpProxy;
  let ctx: TestContext;
  let name: string;
  const lost: Error[] = [];
  beforeAll(async () => {
    const { hostname, port } = new URL(serverUrl);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    ctx = await buildTestApp(
      {},
      {
        // The test's own database, reached through the proxy, with the app's pool listening.
        openDatabase: async () => {
          const own = await openTestDatabase();
          const [row] = await queryRows<{ name: string }>(
            own.db,
            sql`SELECT current_database() AS name`,
          );
          name = row?.name ?? '';
          const proxied = await openDatabase(
            { kind: 'postgres', url: proxy.url(databaseUrl(serverUrl, name)) },
            { onConnectionLost: (error) => lost.push(error) },
          );
          return {
            ...proxied,
            close: async () => {
              await proxied.close();
              await own.close();
            },
          };
        },
      },
    );
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await ctx.close();
    await proxy.close();
  });

  // A new URL each time: a stored guest answer would be served without asking the database.
  let page = 0;
  const list = () => {
    page += 1;
    return ctx.app.inject({ method: 'GET', url: `/api/statements?page=${page}` });
  };

  it('lives on when PostgreSQL terminates the idle connections, and connects again', async () => {
    await Promise.all([list(), list(), list()]);
    const terminated = await withServer(serverUrl, (admin) =>
      admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      ),
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    // Each ended connection reports its loss on its own: a request that takes one whose report
    // is still on the way answers 503 once, and the pool opens a new one after it.
    const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });
    await expect.poll(async () => (await ready()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });

  it('lives on when PostgreSQL ends a connection a transaction holds between its statements', async () => {
    const before = lost.length;
    const held = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await withServer(serverUrl, (admin) =>
        admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [name],
        ),
      );
      // The loss reaches the checked-out client while nothing runs on it.
      await expect.poll(() => lost.length).toBeGreaterThan(before);
      await tx.execute(sql`SELECT 1`);
    });
    await expect(held).rejects.toThrow();
    const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });
    await expect.poll(async () => (await ready()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });

  it('answers 503 in the reader’s language while the database is gone, 200 once it is back', async () => {
    await proxy.cut();
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/statements?page=${++page}`,
      headers: { 'x-client-locale': 'en' },
    });
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['retry-after']).toBe('5');
    expect(gone.json()).toEqual({
      message: 'The service is unavailable right now. Please try again later.',
    });
    // A statement's detail asks the database every time; a list page past an empty list's
    // known total may not.
    const ja = await ctx.app.inject({ method: 'GET', url: `/api/statements/${1000 + ++page}` });
    expect(ja.statusCode).toBe(503);
    expect(ja.json().message).toMatch(/只今ご利用いただけません/);
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', checks: { database: 'failed' } });

    await proxy.restore();
    expect((await list()).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers every request of a batched read 503 when PostgreSQL ends it mid-query, then serves again', async () => {
    const readers = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.db)));
    const statement = await createStatementRow(ctx.db, readers[0]!.id);
    const detail = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/statements/${statement.id}`, headers });
    // Straight to PostgreSQL, not through the proxy: it holds the readers' query in flight.
    const locker = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
    await locker.connect();
    let answers: Awaited<ReturnType<typeof detail>>[];
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE');
      // Asked in one turn of the event loop: their readers are read together (reader.ts).
      const asked = readers.map((reader) => detail({ ...reader.auth, 'x-client-locale': 'en' }));
      // The readers' query waits for the lock (in its parse, before pg_stat_activity shows it).
      const waiting = async () => {
        const { rows } = await locker.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks
            WHERE relation = 'sessions'::regclass AND NOT granted`,
        );
        return rows[0]?.n ?? 0;
      };
      await expect.poll(waiting).toBeGreaterThan(0);
      await locker.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      await locker.query('ROLLBACK');
      answers = await Promise.all(asked);
    } finally {
      await locker.end();
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503, 503]);
    for (const answer of answers) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({
        message: 'The service is unavailable right now. Please try again later.',
      });
    }
    const ready = () => ctx.app.inject({ method: 'GET', url: '/api/ready' });
    await expect.poll(async () => (await ready()).statusCode).toBe(200);
    const again = await Promise.all(readers.map((reader) => detail(reader.auth)));
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
