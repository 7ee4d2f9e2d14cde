import { createWorkerProcess, type WorkerJob } from './worker-process.ts';

interface ReadingQuestion {
  texts: string[];
}

export type ReadingJob = WorkerJob<ReadingQuestion>;

const JAPANESE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/** Whether a text has Japanese words to read (no process is started for a text without). */
export const hasJapanese = (text: string) => JAPANESE.test(text);

/**
 * How long the reading process stays after its last answer: the readings of one burst of posts
 * share its dictionary (about a second to load), and a quiet server does not keep it.
 */
export const READING_PROCESS_IDLE_MS = 10_000;

/** The reading process ended before it answered. */
export class ReadingProcessEndedError extends Error {
  constructor(code: number | null, signal: NodeJS.Signals | null) {
    super(`the reading process ended (${signal ?? `code ${code}`}) while reading`);
    this.name = 'ReadingProcessEndedError';
  }
}

export interface ReadingProcess {
  /** The reading of each text (reading.ts), in a child process. */
  readingsOf(texts: string[]): Promise<string[]>;
  /** The running process's id, if one runs. */
  pid(): number | undefined;
  close(): Promise<void>;
}

/**
 * Japanese readings are made in a child process (decision 049) that ends once idle `idleMs`:
 * the analyser's dictionary took ~300 MB at its peak and left ~90 MB in a server that had let
 * it go (glibc's arenas and V8's old space do not shrink back).
 */
export function createReadingProcess({
  idleMs = READING_PROCESS_IDLE_MS,
  log,
}: {
  idleMs?: number;
  log?: { error(obj: object, msg: string): void };
} = {}): ReadingProcess {
  const worker = createWorkerProcess<ReadingQuestion>({
    name: 'reading-worker',
    idleMs,
    log,
    ended: (code, signal) => new ReadingProcessEndedError(code, signal),
  });
  return {
    readingsOf: async (texts) =>
      texts.some(hasJapanese) ? ((await worker.ask({ texts })) as string[]) : texts.map(() => ''),
    pid: () => worker.pid(),
    close: () => worker.close(),
  };
}
