import { eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListFilters } from '@iagree/contract';
import { statementCategories, statements } from '../../db/schema.ts';

/** What narrows statements alike in the list and on the map (the map has no author filter). */
export type StatementFilters = Pick<ListFilters, 'category' | 'status' | 'department'>;

/**
 * A condition on `statements` for each filter given: its statuses, the department in charge, the
 * master category (a semi-join of the statement's category links).
 */
export const filterConditions = ({ category, status, department }: StatementFilters): SQL[] =>
  [
    status === undefined ? undefined : inArray(statements.status, status),
    department === undefined ? undefined : eq(statements.departmentId, department),
    category === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${statementCategories} where ${statementCategories.statementId} = ${statements.id} and ${statementCategories.categoryId} = ${category})`,
        ),
  ].filter((condition) => condition !== undefined);
