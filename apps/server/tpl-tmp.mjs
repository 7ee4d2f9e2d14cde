import { PGlite } from '@electric-sql/pglite';
import { openAsBlob } from 'node:fs';
const f = process.argv[2];
const t0 = Date.now();
const c = await PGlite.create({ loadDataDir: await openAsBlob(f) });
console.log('create ms', Date.now() - t0);
const { rows } = await c.query(`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog','information_schema') ORDER BY 1`);
for (const r of rows) { const { rows: [n] } = await c.query(`SELECT count(*)::int n FROM ${r.name}`); if (n.n) console.log(r.name, n.n); }
console.log('tables', rows.length);
console.log((await c.query(`SELECT schemaname, sequencename, last_value FROM pg_sequences`)).rows);
const names = rows.filter(r => !r.name.startsWith('drizzle')).map(r => r.name).join(', ');
let t = Date.now(); await c.query(`TRUNCATE ${names} RESTART IDENTITY CASCADE`); console.log('truncate ms', Date.now() - t);
t = Date.now(); await c.query(`TRUNCATE ${names} RESTART IDENTITY CASCADE`); console.log('truncate2 ms', Date.now() - t);
t = Date.now(); await c.query(`DISCARD ALL`); console.log('discard ms', Date.now() - t);
