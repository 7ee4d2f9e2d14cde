import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  ImageRejectedError,
  type ImageInput,
  type ImageRejection,
  type ImageSizes,
  type ProcessedImage,
} from './image-pipeline.ts';

type ImageQuestion =
  { kind: 'inspect'; input: ImageInput } | { kind: 'render'; input: ImageInput; sizes: ImageSizes };

/** A job as the image process receives it (its Buffers arrive as byte arrays). */
export type ImageJob = ImageQuestion & { id: number };

export type ImageReply = { id: number } & (
  { value: unknown } | { rejection: ImageRejection } | { failure: string }
);

/** The image process ended before it answered: nothing it was making was kept. */
export class ImageProcessEndedError extends Error {
  constructor(code: number | null, signal: NodeJS.Signals | null) {
    super(`the image process ended (${signal ?? `code ${code}`}) while decoding`);
    this.name = 'ImageProcessEndedError';
  }
}

export interface ImageProcess {
  /** inspectImage in the image process. */
  inspect(input: ImageInput): Promise<{ decodedBytes: number }>;
  /** renderImage in the image process. */
  render(input: ImageInput, sizes?: ImageSizes): Promise<ProcessedImage>;
  /** The running process's id, if one runs (it ends `idleMs` after its last answer). */
  pid(): number | undefined;
  close(): Promise<void>;
}

export interface ImageProcessOptions {
  /** How long the process stays after its last answer, so a burst of uploads reuses it. */
  idleMs: number;
  /** The process's entry: image-worker beside this file unless given (tests give others). */
  entry?: URL;
  /** Where a death with images in hand is told. */
  log?: { error(obj: object, msg: string): void };
}

/** A running image process and the jobs it has not answered. */
interface Child {
  process: ChildProcess;
  /** Settles when the process listens for jobs (or has ended before). */
  ready: Promise<void>;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

/**
 * The bundle runs `image-worker.js` beside `main.js` (scripts/build.mjs); from the sources
 * (tsx, vitest) the child loads tsx's hooks first.
 */
function start(entry: URL | undefined): ChildProcess {
  const options: ForkOptions = {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  };
  if (import.meta.url.endsWith('.ts')) {
    const file = entry ?? new URL('./image-worker.ts', import.meta.url);
    return fork(fileURLToPath(file), {
      ...options,
      execArgv: ['--import', import.meta.resolve('tsx/esm')],
    });
  }
  return fork(fileURLToPath(entry ?? new URL('./image-worker.js', import.meta.url)), options);
}

/**
 * Images are decoded in a child process (decision 046) that ends when it has been idle
 * `idleMs`: the memory libvips and malloc keep after decoding leaves with it, which a
 * long-lived server would hold at its high-water mark. If the process dies, the jobs it held
 * fail with ImageProcessEndedError and the next job starts another.
 */
export function createImageProcess({ idleMs, entry, log }: ImageProcessOptions): ImageProcess {
  let child: Child | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;

  const letGoWhenIdle = (idle: Child) => {
    if (idle !== child || idle.pending.size > 0) return;
    idleTimer = setTimeout(() => {
      child = undefined;
      idle.process.kill();
    }, idleMs).unref();
  };

  const current = (): Child => {
    clearTimeout(idleTimer);
    if (child) return child;
    const process = start(entry);
    const ready = new Promise<void>((resolve) => {
      process.once('exit', () => resolve());
      process.on('message', (reply) => reply === 'ready' && resolve());
    });
    const started: Child = { process, ready, pending: new Map() };
    started.process.on('message', (reply: ImageReply | 'ready') => {
      if (reply === 'ready') return;
      const job = started.pending.get(reply.id);
      if (!job) return;
      started.pending.delete(reply.id);
      if ('value' in reply) job.resolve(reply.value);
      else if ('rejection' in reply) job.reject(new ImageRejectedError(reply.rejection));
      else job.reject(new Error(reply.failure));
      letGoWhenIdle(started);
    });
    started.process.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (started.pending.size > 0) {
        log?.error({ code, signal, images: started.pending.size }, 'the image process died');
      }
      for (const job of started.pending.values()) {
        job.reject(new ImageProcessEndedError(code, signal));
      }
      started.pending.clear();
    });
    child = started;
    return started;
  };

  const ask = (job: ImageQuestion) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      const { process, ready, pending } = current();
      pending.set(id, { resolve, reject });
      // A process that ended meanwhile has rejected the job already.
      void ready.then(() => process.connected && process.send({ ...job, id }));
    });

  return {
    inspect: async (input) => (await ask({ kind: 'inspect', input })) as { decodedBytes: number },
    async render(input, sizes = {}) {
      const { main, thumb } = (await ask({ kind: 'render', input, sizes })) as ProcessedImage;
      // Buffers cross the channel as plain byte arrays.
      return {
        main: { ...main, data: Buffer.from(main.data) },
        thumb: { ...thumb, data: Buffer.from(thumb.data) },
      };
    },
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
