/** What other modules may use of the budgets: a deleted account's withdrawal (decision 040). */
export { withdrawFromBudgets } from './withdraw.ts';
