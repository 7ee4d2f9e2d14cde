/**
 * At most `size` computations at once, the others waiting their turn in order (issue 27): a
 * crowd's guest answers that no store holds (random statements, map boxes) take some of the
 * pool's connections, not all of them, so a write or a signed-in reader's own query finds one
 * free instead of queueing behind the crowd. A computation that waits longer than `waitMs`
 * fails as the pool does when it has no connection in time: the database counts as
 * unavailable (53300, too many connections), and the request answers 503 with Retry-After.
 */
export function answerSlots(size: number, waitMs: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = () =>
    new Promise<void>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(
          Object.assign(new Error(`no turn for a shared answer within ${waitMs} ms`), {
            code: '53300',
          }),
        );
      }, waitMs);
      waiting.push(take);
    });
  return async <T>(work: () => Promise<T>): Promise<T> => {
    // A slot that is let go goes straight to the next in line, so none is taken twice.
    if (running < size) running += 1;
    else await turn();
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
