import {
  ImageRejectedError,
  type ImageInput,
  type ImageRejection,
  type ImageSizes,
  type ProcessedImage,
} from './image-pipeline.ts';
import { createWorkerProcess, type WorkerJob } from './worker-process.ts';

type ImageQuestion =
  { kind: 'inspect'; input: ImageInput } | { kind: 'render'; input: ImageInput; sizes: ImageSizes };

/** A job as the image process receives it (its Buffers arrive as byte arrays). */
export type ImageJob = WorkerJob<ImageQuestion>;

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

/**
 * Images are decoded in a child process (decision 046, worker-process.ts) that ends when it
 * has been idle `idleMs`: the memory libvips and malloc keep after decoding leaves with it.
 */
export function createImageProcess({ idleMs, entry, log }: ImageProcessOptions): ImageProcess {
  const worker = createWorkerProcess<ImageQuestion>({
    name: 'image-worker',
    idleMs,
    entry,
    log,
    ended: (code, signal) => new ImageProcessEndedError(code, signal),
    rejected: (reason) => new ImageRejectedError(reason as ImageRejection),
  });
  return {
    inspect: async (input) =>
      (await worker.ask({ kind: 'inspect', input })) as { decodedBytes: number },
    async render(input, sizes = {}) {
      const { main, thumb } = (await worker.ask({
        kind: 'render',
        input,
        sizes,
      })) as ProcessedImage;
      // Buffers cross the channel as plain byte arrays.
      return {
        main: { ...main, data: Buffer.from(main.data) },
        thumb: { ...thumb, data: Buffer.from(thumb.data) },
      };
    },
    pid: () => worker.pid(),
    close: () => worker.close(),
  };
}
