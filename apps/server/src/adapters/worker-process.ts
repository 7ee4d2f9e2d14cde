import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { workerEntry } from './worker-entry.ts';

/** A job as the worker process receives it. */
export type WorkerJob<Question> = Question & { id: number };

/** A worker's answer: a value, a refusal the caller expects (`rejection`), or a failure. */
export type WorkerReply = { id: number } & (
  { value: unknown } | { rejection: unknown } | { failure: string }
);

export interface WorkerProcess<Question extends object> {
  /** Sends `question` to the worker process (started if none runs) and resolves its answer. */
  ask(question: Question): Promise<unknown>;
  /** The running process's id, if one runs (it ends `idleMs` after its last answer). */
  pid(): number | undefined;
  close(): Promise<void>;
}

export interface WorkerProcessOptions {
  /** The entry's file name beside this module without extension (`image-worker`). */
  name: string;
  /** How long the process stays after its last answer, so a burst of jobs reuses it. */
  idleMs: number;
  /** The process's entry, if not `name` beside this file (tests give others). */
  entry?: URL | undefined;
  /** The error of each job a process held when it ended. */
  ended(code: number | null, signal: NodeJS.Signals | null): Error;
  /** The error of a `rejection` reply (a plain Error with the reason unless given). */
  rejected?: ((reason: unknown) => Error) | undefined;
  /** Where a death with jobs in hand is told. */
  log?: { error(obj: object, msg: string): void } | undefined;
}

/** A running worker process and the jobs it has not answered. */
interface Child {
  process: ChildProcess;
  /** Settles when the process listens for jobs (or has ended before). */
  ready: Promise<void>;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

/** Forks the entry: `<name>.js` beside main.js, or bundled from the sources (worker-entry.ts). */
const start = (name: string, entry: URL | undefined): ChildProcess =>
  fork(fileURLToPath(workerEntry(entry ?? new URL(`./${name}.ts`, import.meta.url))), {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/**
 * A child process that does a kind of work whose memory the server must not keep (decisions
 * 046 and 049): it starts at the first job and is killed once idle `idleMs`, so the operating
 * system takes back everything it allocated, which a long-lived server would hold at its
 * high-water mark. If it dies, the jobs it held fail with `ended` and the next job starts
 * another. While idle it does not keep the server's event loop alive.
 */
export function createWorkerProcess<Question extends object>({
  name,
  idleMs,
  entry,
  ended,
  rejected = (reason) => new Error(String(reason)),
  log,
}: WorkerProcessOptions): WorkerProcess<Question> {
  let child: Child | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;

  const letGoWhenIdle = (idle: Child) => {
    if (idle !== child || idle.pending.size > 0) return;
    idle.process.unref();
    idle.process.channel?.unref();
    idleTimer = setTimeout(() => {
      child = undefined;
      idle.process.kill();
    }, idleMs).unref();
  };

  const current = (): Child => {
    clearTimeout(idleTimer);
    if (child) {
      child.process.ref();
      child.process.channel?.ref();
      return child;
    }
    const process = start(name, entry);
    const ready = new Promise<void>((resolve) => {
      process.once('exit', () => resolve());
      process.on('message', (reply) => reply === 'ready' && resolve());
    });
    const started: Child = { process, ready, pending: new Map() };
    started.process.on('message', (reply: WorkerReply | 'ready') => {
      if (reply === 'ready') return;
      const job = started.pending.get(reply.id);
      if (!job) return;
      started.pending.delete(reply.id);
      if ('value' in reply) job.resolve(reply.value);
      else if ('rejection' in reply) job.reject(rejected(reply.rejection));
      else job.reject(new Error(reply.failure));
      letGoWhenIdle(started);
    });
    started.process.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (started.pending.size > 0) {
        log?.error({ code, signal, jobs: started.pending.size }, `the ${name} process died`);
      }
      for (const job of started.pending.values()) job.reject(ended(code, signal));
      started.pending.clear();
    });
    child = started;
    return started;
  };

  return {
    ask: (question) =>
      new Promise<unknown>((resolve, reject) => {
        const id = nextId++;
        const { process, ready, pending } = current();
        pending.set(id, { resolve, reject });
        // A process that ended meanwhile has rejected the job already.
        void ready.then(() => process.connected && process.send({ ...question, id }));
      }),
    pid: () => child?.process.pid,
    async close() {
      clearTimeout(idleTimer);
      const closing = child?.process;
      child = undefined;
      if (!closing || closing.exitCode !== null || closing.signalCode !== null) return;
      await new Promise((resolve) => closing.once('exit', resolve).kill());
    },
  };
}

/**
 * The worker's side: answers each job with `run`'s value, a `rejection` where `refusal` names
 * the error's reason (an answer the caller expects), or a failure. Jobs run side by side.
 */
export function serveJobs<Question extends object>(
  run: (job: WorkerJob<Question>) => Promise<unknown>,
  refusal: (error: unknown) => unknown = () => undefined,
) {
  process.on('message', (job: WorkerJob<Question>) => {
    void run(job)
      .then(
        (value): WorkerReply => ({ id: job.id, value }),
        (error: unknown): WorkerReply => {
          const reason = refusal(error);
          return reason === undefined
            ? { id: job.id, failure: String(error) }
            : { id: job.id, rejection: reason };
        },
      )
      .then((reply) => process.send?.(reply));
  });
  // Messages that come before a listener are lost: the server sends none until told.
  process.send?.('ready');
  // The server went away (or let this process go when idle): nothing is left to answer.
  process.on('disconnect', () => process.exit(0));
}
