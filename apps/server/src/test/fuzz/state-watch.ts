import { readdir } from 'node:fs/promises';
import { asc, gt, sql } from 'drizzle-orm';
import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

/**
 * A row-level trigger on every table that requests write logs each committed insert, delete
 * and real update (an update that leaves the row as it was is not a change). A rolled-back
 * transaction rolls its log rows back too, so "nothing changed" is one indexed query after
 * each request instead of hashing every table.
 */
const INSTALL = [
  `CREATE TABLE fuzz_changes (id bigserial PRIMARY KEY, table_name text NOT NULL)`,
  `CREATE FUNCTION fuzz_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' AND to_jsonb(OLD) = to_jsonb(NEW) THEN RETURN NULL; END IF;
     INSERT INTO fuzz_changes (table_name) VALUES (TG_TABLE_NAME);
     RETURN NULL;
   END $$`,
  `DO $$ DECLARE t text; BEGIN
     FOR t IN SELECT tablename FROM pg_tables
       WHERE schemaname = 'public'
         AND tablename NOT IN ('fuzz_changes', 'job_runs', 'consultation_analyses') LOOP
       EXECUTE format('CREATE TRIGGER fuzz_watch AFTER INSERT OR UPDATE OR DELETE ON %I
         FOR EACH ROW EXECUTE FUNCTION fuzz_log_change()', t);
     END LOOP;
   END $$`,
  // consultation_analyses is the analysis job's alone (decision 036), written at any moment.
  // The mail worker and the periodic jobs write outside requests, at any moment: a request's
  // change is a mail it queues (an insert), never the worker marking earlier mail sent.
  `DROP TRIGGER fuzz_watch ON mail_outbox`,
  `CREATE TRIGGER fuzz_watch AFTER INSERT ON mail_outbox
     FOR EACH ROW EXECUTE FUNCTION fuzz_log_change()`,
];

const fuzzChanges = pgTable('fuzz_changes', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  tableName: text('table_name').notNull(),
});

export interface ChangeWatch {
  /** Tables changed since the last call (each once), and moves the baseline past them. */
  changedTables(): Promise<string[]>;
}

export async function watchChanges(db: Database): Promise<ChangeWatch> {
  for (const statement of INSTALL) await db.execute(sql.raw(statement));
  let seen = 0;
  return {
    async changedTables() {
      const rows = await db
        .select()
        .from(fuzzChanges)
        .where(gt(fuzzChanges.id, seen))
        .orderBy(asc(fuzzChanges.id));
      seen = rows.at(-1)?.id ?? seen;
      return [...new Set(rows.map((row) => row.tableName))].sort();
    },
  };
}

/** Every file under the folder, as sorted relative paths; a missing folder has none. */
export async function listFiles(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`.slice(folder.length + 1))
      .sort();
  } catch {
    return [];
  }
}
