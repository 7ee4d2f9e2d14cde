// check | create | drop a database on a PostgreSQL server, without needing psql on the machine.
import pg from 'pg';

const [action, url, name] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  if (action === 'create') await client.query(`CREATE DATABASE ${name}`);
  if (action === 'drop') await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
} catch (error) {
  if (action !== 'check') console.error(error.message);
  process.exit(1);
}
