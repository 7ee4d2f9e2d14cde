import { inspectImage, ImageRejectedError, renderImage } from './image-pipeline.ts';
import type { ImageJob, ImageReply } from './image-process.ts';

/**
 * The image process's entry (image-process.ts): decodes what the server asks, one message a
 * job, and answers each by its id. Jobs run side by side; the server's budget bounds them.
 */
async function run(job: ImageJob) {
  const input = typeof job.input === 'string' ? job.input : Buffer.from(job.input);
  return job.kind === 'inspect' ? inspectImage(input) : renderImage(input, job.sizes);
}

process.on('message', (job: ImageJob) => {
  void run(job)
    .then(
      (value): ImageReply => ({ id: job.id, value }),
      (error: unknown): ImageReply =>
        error instanceof ImageRejectedError
          ? { id: job.id, rejection: error.reason }
          : { id: job.id, failure: String(error) },
    )
    .then((reply) => process.send?.(reply));
});

// Messages that come before a listener are lost: the server sends none until told.
process.send?.('ready');

// The server went away (or let this process go when idle): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
