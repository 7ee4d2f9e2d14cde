import { createImageProcess, type ImageProcess } from '../adapters/image-process.ts';
import { createReadingProcess, type ReadingProcess } from '../adapters/reading-process.ts';

/**
 * Long enough to outlast a test worker's run of files: the processes end with the worker (a
 * child at rest does not keep it alive, and leaves when its parent goes).
 */
const IDLE_MS = 30 * 60_000;

let images: ImageProcess | undefined;
let readings: ReadingProcess | undefined;

/**
 * The worker's image and reading processes, which every test app borrows (decision 052): an app
 * of its own each paid a child's start through tsx per file and, for readings, the dictionary's
 * load (about 2.4 s of one core). Closing an app leaves them running for the next file.
 */
export function sharedProcesses(): { imageProcess: ImageProcess; readingProcess: ReadingProcess } {
  images ??= createImageProcess({ idleMs: IDLE_MS });
  readings ??= createReadingProcess({ idleMs: IDLE_MS });
  return {
    imageProcess: { ...images, close: async () => {} },
    readingProcess: { ...readings, close: async () => {} },
  };
}
