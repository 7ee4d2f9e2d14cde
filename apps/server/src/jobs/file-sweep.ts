import { sql } from 'drizzle-orm';
import { thumbKeyOf } from '../adapters/image-pipeline.ts';
import { queryRows, type Database } from '../db/client.ts';
import { events, statementImages, users } from '../db/schema.ts';
import type { Job } from './schedule.ts';

/** A file this old that no row names is left over: no request keeps an unwritten file so long. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** Every storage key a row points at, thumbnails included. */
async function referencedKeys(db: Database): Promise<Set<string>> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`
    SELECT ${users.avatar} AS key FROM ${users} WHERE ${users.avatar} IS NOT NULL
    UNION ALL SELECT ${events.companyLogoImg} FROM ${events} WHERE ${events.companyLogoImg} IS NOT NULL
    UNION ALL SELECT ${events.eventImg} FROM ${events} WHERE ${events.eventImg} IS NOT NULL
    UNION ALL SELECT ${statementImages.key} FROM ${statementImages}
    UNION ALL SELECT ${statementImages.thumbKey} FROM ${statementImages}`,
  );
  return new Set(rows.flatMap(({ key }) => [key, thumbKeyOf(key)]));
}

/**
 * Deletes stored files that no row references and that are older than an hour: the images of
 * requests that died between storing them and committing their rows (a crash, a kill -9).
 */
export const fileSweep: Job = {
  name: 'file-sweep',
  async run({ db, storage, now, log }) {
    const referenced = await referencedKeys(db);
    const cutoff = now.getTime() - ORPHAN_AGE_MS;
    let removed = 0;
    for await (const file of storage.list()) {
      if (file.modifiedAt.getTime() >= cutoff || referenced.has(file.key)) continue;
      await storage.remove(file.key);
      removed += 1;
    }
    if (removed > 0) log.info({ removed }, 'orphan files removed');
  },
};
