import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone, so that the answer and its timing do not depend on
 * whether an account exists. Failures are logged; `drain` waits for what is still running
 * (the app's onClose calls it).
 */
export function backgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<void>) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof backgroundTasks>;
