import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../adapters/worker-entry.ts';
import type { Analysis, VoteRow } from './analysis.ts';

/**
 * What the analysis's thread is given: the statements, and the votes as three columns (copied
 * to the thread far faster than 100,000 objects).
 */
export interface AnalysisInput {
  statementIds: Int32Array;
  voteStatements: Int32Array;
  voteUsers: Int32Array;
  voteValues: Int8Array;
}

/** The thread's entry: `analysis-worker.js` beside main.js, or bundled from the sources. */
const startWorker = () => new Worker(workerEntry(new URL('./analysis-worker.ts', import.meta.url)));

export interface AnalysisThread {
  /** `analyse` on the thread: one analysis at a time. */
  analyse(statementIds: readonly number[], votes: readonly VoteRow[]): Promise<Analysis>;
  /** Ends the thread (it holds its modules' memory while it lives). */
  close(): Promise<void>;
}

/**
 * A thread for a run's analyses (decision 036): at a town's size one computes for seconds,
 * during which the server's event loop goes on answering. The same input gives the same
 * analysis as on the main thread. A thread that failed is started again for the next analysis.
 */
export function analysisThread(): AnalysisThread {
  let worker: Worker | undefined;
  return {
    analyse(statementIds, votes) {
      const current = (worker ??= startWorker());
      const input: AnalysisInput = {
        statementIds: Int32Array.from(statementIds),
        voteStatements: Int32Array.from(votes, (vote) => vote.statementId),
        voteUsers: Int32Array.from(votes, (vote) => vote.userId),
        voteValues: Int8Array.from(votes, (vote) => vote.vote),
      };
      return new Promise<Analysis>((resolve, reject) => {
        const settle = () => {
          current.off('message', done).off('error', failed).off('exit', ended);
        };
        const done = (analysis: Analysis) => {
          settle();
          resolve(analysis);
        };
        const failed = (error: Error) => {
          settle();
          if (worker === current) worker = undefined;
          reject(error);
        };
        const ended = (code: number) =>
          failed(new Error(`the analysis's thread ended with code ${code}`));
        current.on('message', done).on('error', failed).on('exit', ended);
        current.postMessage(input);
      });
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
