import type { Locale, Open311Service } from '@iagree/contract';
import { MASTER_CATEGORIES } from '../../db/reference-data.ts';
import { translate } from '../../i18n/localized.ts';
import { open311Messages } from './messages.ts';

type Category = (typeof MASTER_CATEGORIES)[number];

export const categoryName = (category: Category, locale: Locale) =>
  locale === 'en' ? category.nameEn : category.nameJa;

/** The service of a statement without a master category (a free category, or none). */
export const OTHER_SERVICE = MASTER_CATEGORIES.find((category) => category.slug === 'other')!;

/**
 * The master categories as GeoReport v2 services, in their order: the slug is the code, and
 * both languages' names are its keywords so a search finds it either way. Nothing more is asked
 * of a request than its text (`metadata` false), and a request is a statement at once
 * (`realtime`). Categories have no groups.
 */
export const services = (locale: Locale): Open311Service[] =>
  MASTER_CATEGORIES.map((category) => ({
    service_code: category.slug,
    service_name: categoryName(category, locale),
    description: translate(open311Messages.serviceDescription, locale, {
      name: categoryName(category, locale),
    }),
    metadata: false,
    type: 'realtime' as const,
    keywords: `${category.nameJa}, ${category.nameEn}`,
    group: '',
  }));

/** The categories `codes` name, and the codes that name none. */
export function categoriesOfCodes(codes: string[]) {
  const bySlug = new Map<string, Category>(MASTER_CATEGORIES.map((c) => [c.slug, c]));
  return {
    known: codes.flatMap((code) => bySlug.get(code) ?? []),
    unknown: codes.filter((code) => !bySlug.has(code)),
  };
}
