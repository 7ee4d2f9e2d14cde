import { describe, expect, it } from 'vitest';
import { analyse, type VoteRow } from './analysis.ts';

/** `people` participants voting `vote(person, statement)` on statements 1…`statements`. */
const votesOf = (
  people: number,
  statements: number,
  vote: (person: number, statement: number) => number | undefined,
): VoteRow[] =>
  Array.from({ length: people }, (_, p) =>
    Array.from({ length: statements }, (_, s) => ({
      userId: p + 1,
      statementId: s + 1,
      vote: vote(p, s),
    })),
  )
    .flat()
    .filter((row): row is VoteRow => row.vote !== undefined);

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('analyse', () => {
  it('counts those who voted on min(7, statements) statements, and only them', () => {
    // Person 1 votes on 7 of 10 statements, person 2 on 6, persons 3–5 on all.
    const votes = votesOf(5, 10, (p, s) =>
      (p === 0 && s >= 7) || (p === 1 && s >= 6) ? undefined : 1,
    );
    const { data, groupOf } = analyse(ids(10), votes);
    expect(data.participants).toBe(4);
    expect(Object.keys(groupOf).sort()).toEqual(['1', '3', '4', '5']);
    // With three statements, three votes are enough.
    expect(
      analyse(
        ids(3),
        votesOf(2, 3, () => -1),
      ).data.participants,
    ).toBe(2);
  });

  it('makes one group of people who all vote alike: no representative statement, all consensus', () => {
    const { data } = analyse(
      ids(8),
      votesOf(6, 8, (_, s) => (s < 4 ? 1 : -1)),
    );
    expect(data.groups).toEqual([{ id: 0, size: 6, representative: [] }]);
    expect(data.consensus.map((c) => c.statement_id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('ignores votes on statements it was not given (pending or rejected ones)', () => {
    const votes = votesOf(4, 8, () => 1);
    const withOther = [...votes, { userId: 1, statementId: 99, vote: -1 }];
    expect(analyse(ids(8), withOther)).toEqual(analyse(ids(8), votes));
  });

  it('three camps give three groups, largest first, each represented by its own statements', () => {
    const campOf = (p: number) => (p < 15 ? 0 : p < 25 ? 1 : 2);
    const votes = votesOf(30, 9, (p, s) => (Math.floor(s / 3) === campOf(p) ? 1 : -1));
    const { data, separation } = analyse(ids(9), votes);
    expect(data.groups.map((g) => g.size)).toEqual([15, 10, 5]);
    expect(data.groups.map((g) => g.representative.map((r) => r.statement_id).sort())).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
    expect(data.consensus).toEqual([]);
    expect(Math.min(...Object.values(separation))).toBeGreaterThan(0.5);
    // Seeded: the same votes give the same groups every time.
    expect(analyse(ids(9), votes)).toEqual(analyse(ids(9), votes));
  });

  it('has nothing to say without votes', () => {
    expect(analyse(ids(3), []).data).toEqual({
      participants: 0,
      groups: [],
      consensus: [],
      points: [],
    });
  });
});
