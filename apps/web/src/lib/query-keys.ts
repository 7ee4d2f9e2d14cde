/**
 * Roots of query keys that more than one feature must reach. Features never import each
 * other, yet SPEC §4 wants a statement's change seen everywhere at once — on the map too.
 */
export const queryRoots = {
  /** The map's markers and info windows (features/map). */
  map: ['map'] as const,
  /** Statements' lists, details and comments (features/statements). */
  statements: ['statements'] as const,
  /** Events' lists and details, with their linked statements (features/events). */
  events: ['events'] as const,
  /** The departments' names (features/statements' filter), which role 1 changes on /admin. */
  departments: ['departments'] as const,
  /** Participatory budgets (features/budgets), which role 1 also changes on /admin. */
  budgets: ['budgets'] as const,
  /** Consultations (features/consultations), which /admin lists too. */
  consultations: ['consultations'] as const,
};
