import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * The test worker's in-memory copies of the template database. A copy costs about 1.4 CPU-s
 * to load and start; putting a used one back as the template left it costs a few
 * milliseconds. The server project runs with `isolate: false`, so this module — and the
 * copies it keeps — outlive each test file of the worker.
 */

interface TemplateState {
  /** Every table but the migrator's, as SQL names. */
  tables: string[];
  /** The tables the template has rows in, with those rows as JSON. */
  rows: { table: string; json: string }[];
  sequences: { name: string; lastValue: string | null }[];
  /** The schema's objects, to tell a copy whose schema a test changed. */
  catalog: string;
}

interface Template {
  state: Promise<TemplateState>;
  /** Copies given back and put back, ready for the next file. */
  spare: PGlite[];
}

const templates = new Map<string, Template>();

/** Every object created after initdb (OID 16384 on), with what would change if a test altered it. */
const CATALOG = `SELECT md5(concat_ws('|',
  (SELECT string_agg(oid || relname || relnatts, ',' ORDER BY oid) FROM pg_class WHERE oid >= 16384),
  (SELECT string_agg(attrelid || attname || atttypid || attisdropped, ',' ORDER BY attrelid, attnum)
   FROM pg_attribute WHERE attrelid >= 16384),
  (SELECT string_agg(oid || md5(prosrc), ',' ORDER BY oid) FROM pg_proc WHERE oid >= 16384),
  (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_trigger WHERE oid >= 16384),
  (SELECT string_agg(oid::text, ',' ORDER BY oid) FROM pg_constraint WHERE oid >= 16384)
)) AS catalog`;

async function catalogOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ catalog: string }>(CATALOG);
  return rows[0]?.catalog ?? '';
}

/** A dollar-quoted literal that no text inside can end. */
function literal(text: string): string {
  let tag = 'v';
  while (text.includes(`$${tag}$`)) tag += 'v';
  return `$${tag}$${text}$${tag}$`;
}

async function readState(client: PGlite): Promise<TemplateState> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') ORDER BY 1`,
  );
  const rows: TemplateState['rows'] = [];
  for (const { name } of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `SELECT json_agg(t)::text AS json FROM ${name} t`,
    );
    if (found[0]?.json) rows.push({ table: name, json: found[0].json });
  }
  const { rows: sequences } = await client.query<{ name: string; lastValue: string | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS "lastValue"
     FROM pg_sequences WHERE schemaname <> 'drizzle'`,
  );
  return {
    tables: tables.map(({ name }) => name),
    rows,
    sequences,
    catalog: await catalogOf(client),
  };
}

/**
 * Empties the tables that have rows (with those that refer to them), puts the template's rows
 * and sequences back without firing triggers, and ends whatever a test left in the session
 * (settings, LISTEN, advisory locks, temporary tables). False when the test changed the schema
 * (the fuzz's change log): such a copy cannot serve another file.
 */
async function reset(client: PGlite, state: TemplateState): Promise<boolean> {
  await client.exec('DISCARD ALL');
  if ((await catalogOf(client)) !== state.catalog) return false;
  const nonEmpty = state.tables
    .map((table) => `SELECT ${literal(table)} AS name WHERE EXISTS (SELECT FROM ${table})`)
    .join(' UNION ALL ');
  const { rows: used } = await client.query<{ name: string }>(nonEmpty);
  const statements = ['SET session_replication_role = replica'];
  if (used.length) statements.push(`TRUNCATE ${used.map(({ name }) => name).join(', ')} CASCADE`);
  for (const { table, json } of state.rows) {
    statements.push(
      `DELETE FROM ${table}`,
      `INSERT INTO ${table} OVERRIDING SYSTEM VALUE
       SELECT * FROM json_populate_recordset(NULL::${table}, ${literal(json)})`,
    );
  }
  for (const { name, lastValue } of state.sequences) {
    statements.push(
      lastValue === null
        ? `ALTER SEQUENCE ${name} RESTART`
        : `SELECT setval(${literal(name)}, ${lastValue})`,
    );
  }
  await client.exec(statements.join(';\n'));
  await client.exec('RESET session_replication_role');
  return true;
}

/**
 * A copy of the template for one test file. Closing it puts it back for the next file; a query
 * that arrives after that (a job a test left running) fails as on a closed database instead of
 * writing into the next file's.
 */
export async function openPgliteCopy(
  file: string,
): Promise<{ client: PGlite; close(): Promise<void> }> {
  let template = templates.get(file);
  let client = template?.spare.pop();
  if (!template || !client) {
    client = await PGlite.create({ loadDataDir: await openAsBlob(file) });
    if (!template) {
      const fresh = client;
      template = { state: readState(fresh), spare: [] };
      templates.set(file, template);
    }
  }
  const own = client;
  const { state, spare } = template;
  await state;
  let open = true;
  const closed = () => Promise.reject(new Error('The test database was closed.'));
  const guarded = new Proxy(own, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return open ? value.bind(target) : closed;
    },
  });
  return {
    client: guarded,
    async close() {
      if (!open) return;
      open = false;
      if (await reset(own, await state)) spare.push(own);
      else await own.close();
    },
  };
}

/** How many copies of `file` wait for a next file (for the test of this module). */
export const spareCopies = (file: string) => templates.get(file)?.spare.length ?? 0;
