import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { databaseUrl, withServer } from './database-template.ts';
import { openPgliteCopy } from './pglite-copies.ts';

/**
 * A private, migrated database for one test file, copied from the run's template (see
 * database-template.ts): a new database on the PostgreSQL server when DATABASE_URL is set
 * (dropped on close), else an in-memory PGlite copy of the template's data folder (put back
 * for the worker's next file on close: pglite-copies.ts).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') {
    const copy = await openPgliteCopy(template.file);
    const handle = await openDatabase({ kind: 'pglite-client', client: copy.client });
    return { ...handle, close: copy.close };
  }

  const { serverUrl } = template;
  const name = `iagree_test_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`),
  );
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withServer(serverUrl, async (admin) => {
        // pg's Pool.end() resolves before its sockets are closed; a FORCE drop that kills a
        // closing connection makes it emit an uncaught error, so wait for them to go first.
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await admin.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (!rows[0]?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
