import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { ReadingProcess } from '../../adapters/reading-process.ts';
import type { Database } from '../../db/client.ts';
import { statements } from '../../db/schema.ts';

const BATCH = 100;

/**
 * Gives every statement whose readings are missing (new, edited, written by a seed or before
 * readings existed) the readings of its title and description (decision 027). The analyser runs
 * outside any transaction (on the embedded database a transaction holds the one connection);
 * a reading is stored only while the row still has the text it was made from, so an edit made
 * meanwhile is read on its own turn. Answers how many statements were read.
 */
export async function fillReadings(db: Database, reading: ReadingProcess): Promise<number> {
  let total = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: statements.id, title: statements.title, description: statements.description })
      .from(statements)
      .where(
        and(
          or(isNull(statements.titleReading), isNull(statements.descriptionReading)),
          gt(statements.id, after),
        ),
      )
      .orderBy(asc(statements.id))
      .limit(BATCH);
    for (const row of rows) {
      const [titleReading, descriptionReading] = await reading.readingsOf([
        row.title,
        row.description,
      ]);
      await db
        .update(statements)
        .set({ titleReading, descriptionReading })
        .where(
          and(
            eq(statements.id, row.id),
            eq(statements.title, row.title),
            eq(statements.description, row.description),
          ),
        );
      after = row.id;
    }
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/**
 * fillReadings, then `changed` (the answers' news) when some statement was read: a keyword answer
 * cached before its readings existed would miss it (decision 009).
 */
export async function readStatements(
  db: Database,
  reading: ReadingProcess,
  changed: () => Promise<void>,
) {
  if ((await fillReadings(db, reading)) > 0) await changed();
}
