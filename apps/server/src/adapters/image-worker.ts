import { inspectImage, ImageRejectedError, renderImage } from './image-pipeline.ts';
import type { ImageJob } from './image-process.ts';
import { serveJobs } from './worker-process.ts';

/**
 * The image process's entry (image-process.ts): decodes what the server asks. Jobs run side by
 * side; the server's budget bounds them.
 */
serveJobs<ImageJob>(
  (job) => {
    const input = typeof job.input === 'string' ? job.input : Buffer.from(job.input);
    return job.kind === 'inspect' ? inspectImage(input) : renderImage(input, job.sizes);
  },
  (error) => (error instanceof ImageRejectedError ? error.reason : undefined),
);
