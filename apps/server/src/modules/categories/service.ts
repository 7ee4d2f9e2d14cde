import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Locale, MasterCategory } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
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
  /** Its prepared query's name, one per link. */
  queryName: string;
}

/** A master category as `categoriesJson` hands it over. */
interface CategoryJson {
  id: number;
  nameJa: string;
  nameEn: string;
}

/**
 * The master categories of the outer query's `owner`, in their order, as one JSON array: a
 * detail reads them in its own row.
 */
export const categoriesJson = (link: CategoryLink, owner: AnyColumn) =>
  sql<CategoryJson[]>`(select coalesce(json_agg(json_build_object('id', ${masterCategories.id},
      'nameJa', ${masterCategories.nameJa}, 'nameEn', ${masterCategories.nameEn})
      order by ${masterCategories.position}), '[]')
    from ${link.table} join ${masterCategories} on ${masterCategories.id} = ${link.category}
    where ${link.owner} = ${owner})`;

export const categoriesIn = (json: CategoryJson[], locale: Locale): MasterCategory[] =>
  json.map((row) => ({ id: row.id, category: nameIn(row, locale) }));

const linkQuery = (link: CategoryLink) =>
  preparedQuery((db) =>
    db
      .select({
        ownerId: link.owner,
        id: masterCategories.id,
        nameJa: masterCategories.nameJa,
        nameEn: masterCategories.nameEn,
      })
      .from(link.table)
      .innerJoin(masterCategories, eq(masterCategories.id, link.category))
      .where(sql`${link.owner} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(masterCategories.position))
      .prepare(link.queryName),
  );
const linkQueries = new WeakMap<CategoryLink, ReturnType<typeof linkQuery>>();

/**
 * The master categories of each owner, in the caller's language: one prepared query whatever
 * the number of owners.
 */
export async function categoriesOf(
  db: Database,
  link: CategoryLink,
  ownerIds: number[],
  locale: Locale,
): Promise<Map<number, MasterCategory[]>> {
  const byOwner = new Map<number, MasterCategory[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  let query = linkQueries.get(link);
  if (!query) linkQueries.set(link, (query = linkQuery(link)));
  const rows = await query(db).execute({ ids: ownerIds });
  for (const row of rows) {
    byOwner.get(row.ownerId as number)?.push({ id: row.id, category: nameIn(row, locale) });
  }
  return byOwner;
}
