import pg from 'pg';

/** Runs one statement that no transaction may hold (CREATE or DROP DATABASE) on the server. */
export async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
