import { useRef, useState } from 'react';
import type { MutateOptions } from '@tanstack/react-query';

/** What `send` needs of a TanStack mutation. */
export interface Sendable<T, R> {
  mutate(variables: T, options?: MutateOptions<R, Error, T>): void;
}

/**
 * One sending at a time: `send` does nothing (and answers false) while the last one runs, and
 * `busy` says so for the submit button. The mutation's own isPending turns true only after the
 * browser's next task, too late for the second click of a double click; a ref is set at once.
 */
export function useSending() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const send = <T, R>(
    mutation: Sendable<T, R>,
    variables: T,
    options: MutateOptions<R, Error, T> = {},
  ) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    mutation.mutate(variables, {
      ...options,
      onSettled: (...settled) => {
        running.current = false;
        setBusy(false);
        return options.onSettled?.(...settled);
      },
    });
    return true;
  };

  return { busy, send };
}
