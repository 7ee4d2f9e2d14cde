import { useDeferredValue } from 'react';

/**
 * A query's result whose first answer renders in a transition, which yields to the browser:
 * the query's own update renders synchronously, and the list's first cards held a phone's main
 * thread in one task (Lighthouse's TBT). Once an answer is shown, changes — an agree, a new
 * filter, View more — come through at once, as before.
 */
export function useFirstAnswerDeferred<Result extends { isPending: boolean }>(
  result: Result,
): Result {
  const deferred = useDeferredValue(result);
  return deferred.isPending ? deferred : result;
}
