import { describe, expect, it } from 'vitest';
import { listHolds, type ListedStatement } from './list-membership.ts';

const statement: ListedStatement = {
  categories: [{ id: 2 }],
  status: 'done',
  user_id: 7,
  department: null,
};

describe('listHolds', () => {
  it('leaves a keyword’s matches to the search engine, and a keyword of no words to none', () => {
    expect(listHolds({ keyword: 'ベンチ' }, statement)).toBeUndefined();
    expect(listHolds({ keyword: 'ベンチ', category: 3 }, statement)).toBe(false);
    expect(listHolds({ keyword: ' \u3000 ' }, statement)).toBe(true);
  });

  it('takes an empty list of statuses for every status, and no department for any', () => {
    expect(listHolds({ status: [] }, statement)).toBe(true);
    expect(listHolds({ department: 1 }, statement)).toBe(false);
  });
});
