import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Locale, MasterCategory } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { masterCategories } from '../../db/schema.ts';

const nameIn = (row: { nameJa: string; nameEn: string }, locale: Locale) =>
  locale === 'en' ? row.nameEn : row.nameJa;

export async function listCategories(db: Database, locale: Locale): Promise<MasterCategory[]> {
  const rows = await db.select().from(masterCategories).orderBy(asc(masterCategories.position));
  return rows.map((row) => ({ id: row.id, category: nameIn(row, locale) }));
}

/** A table linking rows (events, statements) to master categories. */
export interface CategoryLink {
  table: PgTable;
  owner: AnyPgColumn;
  category: AnyPgColumn;
}

/** The master categories of each owner, in the caller's language, in one query. */
export async function categoriesOf(
  db: Database,
  link: CategoryLink,
  ownerIds: number[],
  locale: Locale,
): Promise<Map<number, MasterCategory[]>> {
  const byOwner = new Map<number, MasterCategory[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({
      ownerId: link.owner,
      id: masterCategories.id,
      nameJa: masterCategories.nameJa,
      nameEn: masterCategories.nameEn,
    })
    .from(link.table)
    .innerJoin(masterCategories, eq(masterCategories.id, link.category))
    .where(inArray(link.owner, ownerIds))
    .orderBy(asc(masterCategories.position));
  for (const row of rows) {
    byOwner.get(row.ownerId as number)?.push({ id: row.id, category: nameIn(row, locale) });
  }
  return byOwner;
}
