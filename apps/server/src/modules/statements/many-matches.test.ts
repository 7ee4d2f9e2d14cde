import { describe, expect, it } from 'vitest';
import type { StatementListQuery } from '@iagree/contract';
import { knownToFindMany, rememberFindsMany } from './many-matches.ts';

const query = (overrides: Partial<StatementListQuery>) =>
  ({ sortBy: 'relevance', offset: 0, ...overrides }) as StatementListQuery;

describe('keyword narrowings known to find many', () => {
  it('are remembered for five minutes, whatever the sort and page', () => {
    const start = 1_000_000;
    rememberFindsMany(query({ keyword: '公園 ベンチ' }), 'anywhere', start);
    expect(
      knownToFindMany(query({ keyword: '公園  ベンチ', offset: 40 }), 'anywhere', start + 1),
    ).toBe(true);
    expect(
      knownToFindMany(
        query({ keyword: '公園 ベンチ', sortBy: 'created_at_desc' }),
        'anywhere',
        start + 299_999,
      ),
    ).toBe(true);
    expect(knownToFindMany(query({ keyword: '公園 ベンチ' }), 'anywhere', start + 300_000)).toBe(
      false,
    );
  });

  it('are told apart by every filter', () => {
    const now = 5_000_000;
    rememberFindsMany(query({ keyword: '駐輪場' }), 'anywhere', now);
    expect(knownToFindMany(query({ keyword: '駐輪場' }), 'anywhere', now)).toBe(true);
    expect(knownToFindMany(query({ keyword: '駐輪場', category: 3 }), 'anywhere', now)).toBe(false);
    expect(knownToFindMany(query({ keyword: '駐輪場', status: ['done'] }), 'anywhere', now)).toBe(
      false,
    );
    expect(knownToFindMany(query({ keyword: '駐輪場', user_id: 7 }), 'anywhere', now)).toBe(false);
    expect(knownToFindMany(query({ keyword: '駐輪場', department: 2 }), 'anywhere', now)).toBe(
      false,
    );
  });

  it('are told apart by where the keyword was looked for', () => {
    const now = 7_000_000;
    rememberFindsMany(query({ keyword: '給水所' }), 'title', now);
    expect(knownToFindMany(query({ keyword: '給水所' }), 'title', now)).toBe(true);
    expect(knownToFindMany(query({ keyword: '給水所' }), 'anywhere', now)).toBe(false);
  });

  it('keep at most a thousand, forgetting the oldest first', () => {
    const now = 9_000_000;
    for (let n = 0; n <= 1_000; n += 1)
      rememberFindsMany(query({ keyword: `word${n}` }), 'anywhere', now);
    expect(knownToFindMany(query({ keyword: 'word0' }), 'anywhere', now)).toBe(false);
    expect(knownToFindMany(query({ keyword: 'word1' }), 'anywhere', now)).toBe(true);
    expect(knownToFindMany(query({ keyword: 'word1000' }), 'anywhere', now)).toBe(true);
  });
});
