import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';

const template = inject('testDatabaseTemplate');

/**
 * PostgreSQL only: the LISTEN connection that tells a server of committed writes (decision 038)
 * can be lost like any other; PGlite's lives in the process.
 */
describe.skipIf(template.kind !== 'postgres')('listening to the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('says when it is lost, listens again, and hears what is committed then', async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await handle.listen(
      'probe_channel',
      (payload) => heard.push(payload),
      (listening) => states.push(listening),
    );
    try {
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('probe_channel', 'in a transaction')`);
        // Not before the commit.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard).toEqual([]);
      });
      await vi.waitFor(() => expect(heard).toEqual(['in a transaction']));

      await handle.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN probe_channel'`,
      );
      await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 10_000 });
      await handle.db.execute(sql`SELECT pg_notify('probe_channel', 'after')`);
      await vi.waitFor(() => expect(heard).toEqual(['in a transaction', 'after']));
    } finally {
      await stop();
    }
  });
});
