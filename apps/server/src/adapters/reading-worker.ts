import { readingOf } from './reading.ts';
import type { ReadingJob } from './reading-process.ts';
import { serveJobs } from './worker-process.ts';

/** The reading process's entry (reading-process.ts): the readings of the texts of each job. */
serveJobs<ReadingJob>(async ({ texts }) => {
  const readings: string[] = [];
  for (const text of texts) readings.push(await readingOf(text));
  return readings;
});
