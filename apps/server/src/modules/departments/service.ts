import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type {
  CurrentUser,
  Department,
  DepartmentArea,
  DepartmentFields,
  DepartmentRef,
  Locale,
} from '@iagree/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAction } from '../../db/moderation-log.ts';
import {
  departmentCategories,
  departmentMembers,
  departments,
  masterCategories,
  statements,
  users,
} from '../../db/schema.ts';
import { isHidden, notHidden } from '../../db/visibility.ts';
import { AppError, invalid } from '../../errors.ts';
import { categoriesOf } from '../categories/index.ts';
import { municipalityNamed } from './areas.ts';
import { departmentMessages } from './messages.ts';

type DepartmentRow = typeof departments.$inferSelect;

const categoryLink = {
  table: departmentCategories,
  owner: departmentCategories.departmentId,
  category: departmentCategories.categoryId,
  queryName: 'department_categories',
};

const areaOf = (row: DepartmentRow): DepartmentArea | null =>
  row.areaPolygon ??
  (row.areaMunicipality === null ? null : { type: 'municipality', name: row.areaMunicipality });

/**
 * How many statements each of the departments is in charge of, hidden ones too: counted apart,
 * so that each part reads its own index (the department's is on visible statements only).
 */
export async function statementsInCharge(db: Database | Transaction, ids: number[]) {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const countWhere = (hidden: boolean) =>
    db
      .select({ departmentId: statements.departmentId, n: count() })
      .from(statements)
      .where(
        and(
          inArray(statements.departmentId, ids),
          hidden ? isHidden(statements) : notHidden(statements),
        ),
      )
      .groupBy(statements.departmentId);
  for (const { departmentId, n } of [...(await countWhere(false)), ...(await countWhere(true))]) {
    if (departmentId !== null) counts.set(departmentId, (counts.get(departmentId) ?? 0) + n);
  }
  return counts;
}

/** The staff of each of the departments, in the order they joined. */
async function membersOf(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ departmentId: departmentMembers.departmentId, id: users.id, name: users.name })
    .from(departmentMembers)
    .innerJoin(users, eq(users.id, departmentMembers.userId))
    .where(inArray(departmentMembers.departmentId, ids))
    .orderBy(asc(departmentMembers.createdAt), asc(users.id));
}

/** Departments as the API shows them: categories in the caller's language, their staff. */
async function present(db: Database, rows: DepartmentRow[], locale: Locale) {
  const ids = rows.map((row) => row.id);
  const [categories, members, inCharge] = await Promise.all([
    categoriesOf(db, categoryLink, ids, locale),
    membersOf(db, ids),
    statementsInCharge(db, ids),
  ]);
  return rows.map((row): Department => ({
    id: row.id,
    name: row.name,
    categories: categories.get(row.id) ?? [],
    area: areaOf(row),
    members: members
      .filter((member) => member.departmentId === row.id)
      .map(({ id, name }) => ({ id, name })),
    statements: inCharge.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listDepartments(db: Database, locale: Locale): Promise<Department[]> {
  const rows = await db.select().from(departments).orderBy(asc(departments.name));
  return present(db, rows, locale);
}

/** Every department's name, for the list's filter (public: a city's organisation is). */
export async function departmentNames(db: Database): Promise<DepartmentRef[]> {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .orderBy(asc(departments.name));
}

/** The area's columns: a municipality by its full name (422 if none or several), a polygon. */
async function areaColumns(area: DepartmentFields['area']) {
  if (area === undefined || area === null) return { areaMunicipality: null, areaPolygon: null };
  if (typeof area === 'string') {
    return { areaMunicipality: await municipalityNamed(area), areaPolygon: null };
  }
  return { areaMunicipality: null, areaPolygon: area };
}

/**
 * Role 1 creates a department that owns `category_ids` (within `area`, when given), logged;
 * 422 for an unknown category or municipality, 409 for a name another department has.
 */
export async function createDepartment(
  db: Database,
  user: CurrentUser,
  body: DepartmentFields,
  locale: Locale,
): Promise<Department> {
  const categoryIds = [...new Set(body.category_ids)];
  const known = await db
    .select({ id: masterCategories.id })
    .from(masterCategories)
    .where(inArray(masterCategories.id, categoryIds));
  if (known.length !== categoryIds.length) {
    throw invalid({ category_ids: [departmentMessages.unknownCategory] });
  }
  const area = await areaColumns(body.area);
  const row = await db.transaction(async (tx) => {
    // Names are unique: the insert waits for a concurrent one of the same name, then skips.
    const [created] = await tx
      .insert(departments)
      .values({ name: body.name, ...area })
      .onConflictDoNothing({ target: departments.name })
      .returning();
    if (!created) throw new AppError(409, departmentMessages.nameTaken);
    await tx
      .insert(departmentCategories)
      .values(categoryIds.map((categoryId) => ({ departmentId: created.id, categoryId })));
    await recordAction(tx, user.id, {
      action: 'department_create',
      targetType: 'department',
      targetId: created.id,
      details: {
        name: created.name,
        category_ids: categoryIds,
        area: area.areaMunicipality ?? (area.areaPolygon ? 'polygon' : null),
      },
    });
    return created;
  });
  const [department] = await present(db, [row], locale);
  return department!;
}

/** The department whose staff changes, kept from being deleted meanwhile; 404 when none. */
async function lockedDepartment(tx: Transaction, id: number) {
  const [department] = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.id, id))
    .for('share');
  if (!department) throw new AppError(404, departmentMessages.notFound);
  return department;
}

/**
 * Role 1 adds user `userId` to the department's staff, logged; false when they already are.
 * 404 for an unknown department, 422 for an unknown (or deleted) user.
 */
export async function addMember(
  db: Database,
  actor: CurrentUser,
  departmentId: number,
  userId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const department = await lockedDepartment(tx, departmentId);
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!person) throw invalid({ user_id: [departmentMessages.unknownUser] });
    const [added] = await tx
      .insert(departmentMembers)
      .values({ departmentId, userId })
      .onConflictDoNothing()
      .returning({ userId: departmentMembers.userId });
    if (!added) return false;
    await recordAction(tx, actor.id, {
      action: 'department_member_add',
      targetType: 'user',
      targetId: userId,
      details: { department_id: department.id, department_name: department.name },
    });
    return true;
  });
}

/**
 * Role 1 takes user `userId` off the department's staff, logged: from the next request they act
 * on its statements no more (a session reads its departments with each request). 404 for an
 * unknown department or someone not on its staff.
 */
export async function removeMember(
  db: Database,
  actor: CurrentUser,
  departmentId: number,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const department = await lockedDepartment(tx, departmentId);
    const [removed] = await tx
      .delete(departmentMembers)
      .where(
        and(eq(departmentMembers.departmentId, departmentId), eq(departmentMembers.userId, userId)),
      )
      .returning({ userId: departmentMembers.userId });
    if (!removed) throw new AppError(404, departmentMessages.notMember);
    await recordAction(tx, actor.id, {
      action: 'department_member_remove',
      targetType: 'user',
      targetId: userId,
      details: { department_id: department.id, department_name: department.name },
    });
  });
}

/** One department as the API shows it; 404 when there is none. */
export async function getDepartment(db: Database, id: number, locale: Locale) {
  const rows = await db.select().from(departments).where(eq(departments.id, id));
  if (rows.length === 0) throw new AppError(404, departmentMessages.notFound);
  const [department] = await present(db, rows, locale);
  return department!;
}
