import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { departmentCategories, departments } from '../../db/schema.ts';
import { addressIn, pointInPolygon } from './areas.ts';

/** What the routing reads of a new statement. */
export interface RoutedStatement {
  categoryIds: number[];
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}

type Candidate = Pick<typeof departments.$inferSelect, 'id' | 'areaMunicipality' | 'areaPolygon'>;

/** Whether the statement lies in the department's area; a department without one: the city. */
function inArea(department: Candidate, statement: RoutedStatement): boolean {
  if (department.areaPolygon) {
    return (
      statement.latitude !== null &&
      statement.longitude !== null &&
      pointInPolygon(department.areaPolygon, statement.longitude, statement.latitude)
    );
  }
  if (department.areaMunicipality) return addressIn(statement.address, department.areaMunicipality);
  return true;
}

const hasArea = (department: Candidate) =>
  department.areaPolygon !== null || department.areaMunicipality !== null;

/**
 * The department a new statement goes to (decision 034): of those owning one of its categories,
 * one whose area holds it before one without an area (the whole city), the oldest first; null
 * when none matches.
 */
export async function departmentFor(
  db: Database | Transaction,
  statement: RoutedStatement,
): Promise<number | null> {
  if (statement.categoryIds.length === 0) return null;
  const candidates = await db
    .selectDistinct({
      id: departments.id,
      areaMunicipality: departments.areaMunicipality,
      areaPolygon: departments.areaPolygon,
    })
    .from(departments)
    .innerJoin(departmentCategories, eq(departmentCategories.departmentId, departments.id))
    .where(inArray(departmentCategories.categoryId, statement.categoryIds))
    .orderBy(asc(departments.id));
  const matching = candidates.filter((department) => inArea(department, statement));
  return (matching.find(hasArea) ?? matching[0])?.id ?? null;
}
