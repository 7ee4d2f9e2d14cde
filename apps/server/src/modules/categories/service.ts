import { asc } from 'drizzle-orm';
import type { Locale, MasterCategory } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { masterCategories } from '../../db/schema.ts';

export async function listCategories(db: Database, locale: Locale): Promise<MasterCategory[]> {
  const rows = await db.select().from(masterCategories).orderBy(asc(masterCategories.position));
  return rows.map((row) => ({ id: row.id, category: locale === 'en' ? row.nameEn : row.nameJa }));
}
