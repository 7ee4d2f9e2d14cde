import { describe, expect, it } from 'vitest';
import { campVotes, randomLean } from '../../db/seed/camp-votes.ts';
import { mulberry32 } from '../../db/seed/demo-images.ts';
import { analyse } from './analysis.ts';
import { analysisThread } from './analysis-thread.ts';

/** `people` in three camps voting on `statements`, numbered from 1. */
function threeCamps(people: number, statements: number, perPerson: number) {
  const random = mulberry32(34);
  const votes = campVotes(random, randomLean(random, 3, statements), people, perPerson).map(
    ({ person, statement, vote }) => ({ userId: person + 1, statementId: statement + 1, vote }),
  );
  return { statementIds: Array.from({ length: statements }, (_, i) => i + 1), votes };
}

describe('the analysis thread', () => {
  it('gives what analyse gives on the main thread, one analysis after another', async () => {
    const thread = analysisThread();
    try {
      const { statementIds, votes } = threeCamps(300, 60, 20);
      const off = await thread.analyse(statementIds, votes);
      expect(off.data.groups.length).toBeGreaterThan(1);
      expect(off).toEqual(analyse(statementIds, votes));
      expect(await thread.analyse(statementIds, [])).toEqual(analyse(statementIds, []));
    } finally {
      await thread.close();
    }
  });

  it('leaves the event loop free while it computes', async () => {
    const thread = analysisThread();
    try {
      const { statementIds, votes } = threeCamps(1_000, 200, 30);
      const analysis = thread.analyse(statementIds, votes);
      let turned = false;
      setImmediate(() => (turned = true));
      await analysis;
      // On the main thread the analysis would be over before the loop's next turn.
      expect(turned).toBe(true);
    } finally {
      await thread.close();
    }
  });
});
