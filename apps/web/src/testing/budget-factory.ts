import type { Budget, BudgetProject } from '@iagree/contract';

/** A project of budget 7 (issue 33), feasible unless told. */
export const aProject = (overrides: Partial<BudgetProject> = {}): BudgetProject => ({
  id: 1,
  statement_id: 101,
  title: 'ベンチを置く',
  price: 6000,
  feasible: true,
  explanation: '実施できます。',
  supports: 0,
  supported: false,
  ...overrides,
});

/** Budget 7 of 10,000 yen, balloting unless told. */
export const aBudget = (overrides: Partial<Budget> = {}): Budget => ({
  id: 7,
  title: '練馬区の参加型予算',
  description: '公園と道路に使います。',
  total: 10_000,
  phase: 'balloting',
  requires_verification: false,
  created_at: '2026-11-01T00:00:00.000Z',
  projects: [aProject()],
  ballot: null,
  verified: false,
  ...overrides,
});
