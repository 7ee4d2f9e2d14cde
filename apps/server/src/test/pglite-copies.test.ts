import { PGlite } from '@electric-sql/pglite';
import { openAsBlob } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { agreeWith, commentOn, createStatementRow, createUser } from './factories.ts';
import { openPgliteCopy, spareCopies } from './pglite-copies.ts';

const template = inject('testDatabaseTemplate');

/** Every table's rows, every sequence and the session's state, as one comparable value. */
async function fingerprint(client: PGlite) {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const contents: Record<string, unknown> = {};
  for (const { name } of tables) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), ''))
       FROM ${name} t`,
    );
    contents[name] = rows[0];
  }
  const { rows: sequences } = await client.query(
    'SELECT sequencename, last_value::text FROM pg_sequences ORDER BY 1',
  );
  const { rows: session } = await client.query(
    `SELECT current_setting('statement_timeout') AS timeout,
       (SELECT count(*)::int FROM pg_listening_channels()) AS channels,
       (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory') AS locks`,
  );
  return { contents, sequences, session };
}

describe.runIf(template.kind === 'pglite')('a PGlite copy given back', () => {
  it('is the template again for the next file, and refuses its old user', async () => {
    if (template.kind !== 'pglite') return;
    const fresh = await PGlite.create({ loadDataDir: await openAsBlob(template.file) });
    const expected = await fingerprint(fresh);
    await fresh.close();

    const used = await openPgliteCopy(template.file);
    const { db } = await openDatabase({ kind: 'pglite-client', client: used.client });
    const author = await createUser(db);
    const reader = await createUser(db, { email: 'reader@example.test' });
    const statement = await createStatementRow(db, author.id, { categories: [1, 2] });
    await agreeWith(db, statement.id, [reader.id]);
    await commentOn(db, statement.id, reader.id);
    await used.client.exec(`SET statement_timeout = 1234; LISTEN left_behind;
      SELECT pg_advisory_lock(42); UPDATE master_categories SET name_en = 'changed'`);
    expect(await fingerprint(used.client)).not.toEqual(expected);
    const spare = spareCopies(template.file);
    await used.close();
    expect(spareCopies(template.file)).toBe(spare + 1);
    await expect(used.client.query('SELECT 1')).rejects.toThrow('closed');

    const next = await openPgliteCopy(template.file);
    expect(spareCopies(template.file)).toBe(spare);
    expect(await fingerprint(next.client)).toEqual(expected);
    // A test that changes the schema (the fuzz's change log) leaves its copy to nobody.
    await next.client.exec('CREATE TABLE left_behind (id int)');
    await next.close();
    expect(spareCopies(template.file)).toBe(spare);
    const after = await openPgliteCopy(template.file);
    expect(await fingerprint(after.client)).toEqual(expected);
    await after.close();
  });
});
