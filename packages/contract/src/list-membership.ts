import { keywordTerms, type StatementStatus } from './constants.ts';

/** What narrows the statement list, by the list query's own names (GET /api/statements). */
export interface ListFilters {
  category?: number | undefined;
  /** None or empty: every status. */
  status?: readonly StatementStatus[] | undefined;
  user_id?: number | undefined;
  department?: number | undefined;
  keyword?: string | undefined;
}

/** What of a visible statement those filters read. */
export interface ListedStatement {
  categories: readonly { id: number }[];
  status: StatementStatus;
  user_id: number;
  department: { id: number } | null;
}

/**
 * Whether the list so filtered holds the statement: one of its categories, one of the statuses,
 * its author, the department in charge. The server's query is the same rule in SQL (its tests
 * hold the two together); which words a keyword matches is the search engine's to say, so with
 * one the answer is `undefined`.
 */
export function listHolds(filters: ListFilters, statement: ListedStatement): boolean | undefined {
  const { category, status, user_id, department, keyword } = filters;
  if (category !== undefined && !statement.categories.some(({ id }) => id === category)) {
    return false;
  }
  if (status !== undefined && status.length > 0 && !status.includes(statement.status)) return false;
  if (user_id !== undefined && user_id !== statement.user_id) return false;
  if (department !== undefined && department !== statement.department?.id) return false;
  return keywordTerms(keyword).length > 0 ? undefined : true;
}
