import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Locale } from '@iagree/contract';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  departments,
  masterCategories,
  statementCategories,
  statementImages,
  statements,
} from '../../db/schema.ts';
import { notHidden } from '../../db/visibility.ts';

/**
 * What the open data and Open311 publish of a statement (decision 033): its own words, place,
 * status and counts — never its author, whose name, e-mail and id stay out.
 */
export const publicColumns = {
  id: statements.id,
  title: statements.title,
  description: statements.description,
  status: statements.status,
  answer: statements.answer,
  address: statements.address,
  latitude: statements.latitude,
  longitude: statements.longitude,
  agreeCount: statements.agreeCount,
  commentCount: statements.commentCount,
  createdAt: statements.createdAt,
  /** A status change or answer leaves `updated_at` as it was: the later of the two counts. */
  updatedAt: sql<Date>`greatest(${statements.updatedAt}, ${statements.answeredAt})`.mapWith(
    statements.updatedAt,
  ),
};

export interface PublicStatement {
  id: number;
  title: string;
  description: string;
  status: (typeof statements.$inferSelect)['status'];
  answer: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  agreeCount: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A statement as the files write it: with the name of the department in charge (issue 32). */
export interface OpenDataStatement extends PublicStatement {
  departmentName: string | null;
}

export interface PublicCategory {
  id: number;
  slug: string;
  name: string;
}

/** A time as GeoReport v2 and the files write it: ISO 8601 in UTC, to the second. */
export const w3cDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const categoriesQuery = preparedQuery((db) =>
  db
    .select({
      statementId: statementCategories.statementId,
      id: masterCategories.id,
      slug: masterCategories.slug,
      nameJa: masterCategories.nameJa,
      nameEn: masterCategories.nameEn,
    })
    .from(statementCategories)
    .innerJoin(masterCategories, eq(masterCategories.id, statementCategories.categoryId))
    .where(sql`${statementCategories.statementId} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(masterCategories.position))
    .prepare('open_data_categories'),
);

/** Each statement's master categories in their order, named in `locale`; one query. */
export async function categoriesOf(
  db: Database,
  ids: number[],
  locale: Locale,
): Promise<Map<number, PublicCategory[]>> {
  const byStatement = new Map<number, PublicCategory[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byStatement;
  for (const row of await categoriesQuery(db).execute({ ids })) {
    byStatement.get(row.statementId)?.push({
      id: row.id,
      slug: row.slug,
      name: locale === 'en' ? row.nameEn : row.nameJa,
    });
  }
  return byStatement;
}

const firstImagesQuery = preparedQuery((db) =>
  db
    .selectDistinctOn([statementImages.statementId], {
      statementId: statementImages.statementId,
      key: statementImages.key,
    })
    .from(statementImages)
    .where(sql`${statementImages.statementId} = any(${sql.placeholder('ids')})`)
    .orderBy(
      asc(statementImages.statementId),
      asc(statementImages.position),
      asc(statementImages.id),
    )
    .prepare('open_data_first_images'),
);

/** The storage key of each statement's first photo, for those that have one; one query. */
export async function firstImagesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await firstImagesQuery(db).execute({ ids });
  return new Map(rows.map((row) => [row.statementId, row.key]));
}

/**
 * Every visible statement, `size` at a time in id order: each batch is one query on the
 * primary key after the last id read, so a million rows never sit in memory together and a
 * statement written meanwhile appears at most once.
 */
export async function* visibleStatementBatches(
  db: Database,
  size: number,
): AsyncGenerator<OpenDataStatement[]> {
  let after = 0;
  for (;;) {
    const rows: OpenDataStatement[] = await db
      .select({ ...publicColumns, departmentName: departments.name })
      .from(statements)
      .leftJoin(departments, eq(departments.id, statements.departmentId))
      .where(and(notHidden(statements), gt(statements.id, after)))
      .orderBy(asc(statements.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.id;
  }
}
