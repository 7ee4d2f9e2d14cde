import { sql, type AnyColumn } from 'drizzle-orm';
import type { Locale } from '@iagree/contract';
import { translate, type Localized } from '../i18n/localized.ts';
import { users } from './schema.ts';

/** What a deleted account's statements and comments show instead of a name (decision 029). */
export const formerMember: Localized = { ja: '退会したユーザー', en: 'Former member' };

/** The name of a joined `users` row (or alias), or null once that person deleted their account. */
export const authorName = (people: { deletedAt: AnyColumn; name: AnyColumn } = users) =>
  sql<string | null>`case when ${people.deletedAt} is null then ${people.name} end`;

/** An author's name as a reader sees it. */
export const nameFor = (name: string | null, locale: Locale): string =>
  name ?? translate(formerMember, locale);
