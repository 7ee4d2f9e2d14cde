/**
 * What other modules may use of the statements: the city's own status change (issue 33), and the
 * list's filters, which the map applies alike.
 */
export { announceStatus } from './status.ts';
export { filterConditions, type StatementFilters } from './list-filters.ts';
