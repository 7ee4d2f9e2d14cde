import { parentPort } from 'node:worker_threads';
import { analyse } from './analysis.ts';
import type { AnalysisInput } from './analysis-thread.ts';

/** The analysis's thread (analysis-thread.ts): answers each input with its analysis. */
parentPort?.on('message', (input: AnalysisInput) => {
  const votes = Array.from(input.voteStatements, (statementId, index) => ({
    statementId,
    userId: input.voteUsers[index] ?? 0,
    vote: input.voteValues[index] ?? 0,
  }));
  parentPort?.postMessage(analyse(Array.from(input.statementIds), votes));
});
