import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';

/**
 * A private, migrated database for one test file: a fresh database on the PostgreSQL server
 * when DATABASE_URL is set (dropped on close), else an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    await prepareDatabase(handle);
    return handle;
  }

  const name = `iagree_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await prepareDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // pg's Pool.end() resolves before its sockets are closed; a FORCE drop that kills a
        // closing connection makes it emit an uncaught error, so wait for them to go first.
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await dropper.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (!rows[0]?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
