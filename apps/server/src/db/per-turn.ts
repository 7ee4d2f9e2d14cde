import type { Database } from './client.ts';

interface Waiting<Ask, Answer> {
  ask: Ask;
  answer: (value: Answer) => void;
  fail: (error: unknown) => void;
}

/**
 * Asks made during one turn of the event loop, answered together by `run` (in the order
 * given), one call for each group of asks with the same `groupOf`: under a crowd one round
 * trip serves many requests, each still answered from rows read after it arrived
 * (docs/decisions/015). Alone, an ask waits only for the turn to end.
 */
export function perTurn<Ask, Answer>(
  run: (db: Database, asks: Ask[]) => Promise<Answer[]>,
  groupOf: (ask: Ask) => string = () => '',
): (db: Database, ask: Ask) => Promise<Answer> {
  const waiting = new WeakMap<Database, Map<string, Waiting<Ask, Answer>[]>>();
  const answerAll = async (db: Database, batch: Waiting<Ask, Answer>[]) => {
    try {
      const answers = await run(
        db,
        batch.map((waiter) => waiter.ask),
      );
      batch.forEach((waiter, index) => waiter.answer(answers[index] as Answer));
    } catch (error) {
      for (const waiter of batch) waiter.fail(error);
    }
  };
  return (db, ask) =>
    new Promise<Answer>((answer, fail) => {
      let groups = waiting.get(db);
      if (!groups) {
        const started = new Map<string, Waiting<Ask, Answer>[]>();
        waiting.set(db, (groups = started));
        setImmediate(() => {
          waiting.delete(db);
          for (const batch of started.values()) void answerAll(db, batch);
        });
      }
      const key = groupOf(ask);
      const batch = groups.get(key);
      if (batch) batch.push({ ask, answer, fail });
      else groups.set(key, [{ ask, answer, fail }]);
    });
}
