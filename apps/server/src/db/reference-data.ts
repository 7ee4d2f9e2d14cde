import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { masterCategories } from './schema.ts';

/** Civic categories present in every database; ids are stable because statements refer to them. */
export const MASTER_CATEGORIES = [
  { id: 1, slug: 'environment', nameJa: '環境・ごみ', nameEn: 'Environment' },
  { id: 2, slug: 'safety', nameJa: '防犯・防災', nameEn: 'Safety & disaster prevention' },
  { id: 3, slug: 'transport', nameJa: '交通・道路', nameEn: 'Transport & roads' },
  { id: 4, slug: 'childcare', nameJa: '子育て', nameEn: 'Childcare' },
  { id: 5, slug: 'education', nameJa: '教育', nameEn: 'Education' },
  { id: 6, slug: 'welfare', nameJa: '福祉・介護', nameEn: 'Welfare & care' },
  { id: 7, slug: 'health', nameJa: '医療・健康', nameEn: 'Health' },
  { id: 8, slug: 'culture', nameJa: '観光・文化', nameEn: 'Tourism & culture' },
  { id: 9, slug: 'community', nameJa: '地域・コミュニティ', nameEn: 'Community' },
  { id: 10, slug: 'business', nameJa: '商店・しごと', nameEn: 'Shops & jobs' },
  { id: 11, slug: 'parks', nameJa: '公園・まちづくり', nameEn: 'Parks & town planning' },
  { id: 12, slug: 'other', nameJa: 'その他', nameEn: 'Other' },
] as const;

export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(masterCategories)
    .values(MASTER_CATEGORIES.map((category, index) => ({ ...category, position: index + 1 })))
    .onConflictDoUpdate({
      target: masterCategories.id,
      set: {
        slug: sql`excluded.slug`,
        nameJa: sql`excluded.name_ja`,
        nameEn: sql`excluded.name_en`,
        position: sql`excluded.position`,
      },
    });
}
