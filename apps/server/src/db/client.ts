import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { acquirePgliteLock } from './pglite-lock.ts';
import { queryLane } from './query-lane.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The rows of a raw SQL query; both drivers answer `{ rows }`, which drizzle types loosely. */
export async function queryRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

export interface DatabaseHandle {
  db: Database;
  /**
   * The same database for the guests' shared answers: on PostgreSQL at most
   * `SHARED_QUERIES_MAX` of its queries at once (query-lane.ts); PGlite's one connection has no
   * other to keep free.
   */
  sharedDb: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolUse?(): PoolUse;
  /**
   * Hands `onMessage` each payload NOTIFY sends on `channel` once its transaction commits, and
   * `onState` whether nothing can have been missed since it last said true (a lost connection
   * says false, then true once listening again). Answers how to stop.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
}

export interface PoolUse {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; listenUrl?: string | undefined }
  | { kind: 'pglite'; dir: string }
  /** A PGlite its caller opened and closes (the tests' copies of their template). */
  | { kind: 'pglite-client'; client: PGlite };

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** A PostgreSQL server when a URL is given; otherwise the embedded PGlite under DATA_DIR. */
export function databaseTarget(config: {
  databaseUrl?: string | undefined;
  databaseListenUrl?: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, listenUrl: config.databaseListenUrl }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') };
}

export interface OpenOptions {
  /**
   * Told when PostgreSQL ends an idle connection of the pool (a restart, a failover, PgBouncer,
   * an idle timeout): the pool drops it and opens a new one when a query needs it.
   */
  onConnectionLost?: (error: Error) => void;
}

/**
 * How long a query waits for a new connection. Without a bound, a server whose database is
 * unreachable (packets dropped rather than refused) keeps every request waiting; with it they
 * fail and answer 503 (db/unavailable.ts).
 */
export const CONNECT_TIMEOUT_MS = 5_000;
/** Connections each server's pool opens at most (docs/operations.md counts them). */
export const POOL_MAX = 10;
/** The guests' shared answers' queries at once: the other connections stay free for writes. */
export const SHARED_QUERIES_MAX = POOL_MAX - 3;
/** How soon a listening connection that was lost (or could not be opened) is tried again. */
const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled one would be handed to queries),
 * opened again after it is lost for as long as nobody stops it.
 */
function listenOn(
  url: string,
  onConnectionLost: ((error: Error) => void) | undefined,
): DatabaseHandle['listen'] {
  return async (channel, onMessage, onState) => {
    let current: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const again = () => {
      if (!stopped) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    const connect = async () => {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      const lost = (error?: Error) => {
        if (current !== client) return;
        current = undefined;
        onState(false);
        if (error) onConnectionLost?.(error);
        client.end().catch(() => {});
        again();
      };
      client.on('error', lost);
      client.on('end', () => lost());
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch {
        client.end().catch(() => {});
        return again();
      }
      if (stopped) return void client.end().catch(() => {});
      current = client;
      onState(true);
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    };
  };
}

export async function openDatabase(
  target: DatabaseTarget,
  { onConnectionLost }: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const max = POOL_MAX;
    const pool = new pg.Pool({
      connectionString: target.url,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection's error is emitted on the pool; with no listener Node ends the process.
    pool.on('error', (error) => onConnectionLost?.(error));
    // A connection lost while it is checked out — a transaction between two statements, a job
    // holding it — reports on the client, where the pool listens no more: the statement under
    // way (or the next) fails on its own, and the pool drops the client when it comes back.
    pool.on('connect', (client) => client.on('error', (error) => onConnectionLost?.(error)));
    const db = drizzlePg(pool, drizzleOptions);
    return {
      db,
      sharedDb: drizzlePg(queryLane(pool, SHARED_QUERIES_MAX, CONNECT_TIMEOUT_MS), drizzleOptions),
      kind: 'postgres',
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      listen: listenOn(target.listenUrl ?? target.url, onConnectionLost),
      close: () => pool.end(),
    };
  }

  let release = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dir, { recursive: true });
    release = acquirePgliteLock(target.dir);
    try {
      client = await PGlite.create(target.dir);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = target.client;
  }
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db,
    sharedDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    // One connection in this very process: nothing is ever missed.
    listen: async (channel, onMessage, onState) => {
      const stop = await client.listen(channel, onMessage);
      onState(true);
      return () => stop();
    },
    close: async () => {
      if (target.kind === 'pglite-client') return;
      await client.close();
      release();
    },
  };
}
