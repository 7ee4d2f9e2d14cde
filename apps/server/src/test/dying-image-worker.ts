import type { ImageJob } from '../adapters/image-process.ts';

/**
 * The image process as it is, but dying (SIGKILL, as the kernel's out-of-memory killer or a
 * decoder's crash would) as soon as it is asked to render: an image's death mid-decoding.
 */
process.on('message', (job: ImageJob) => {
  if (job.kind === 'render') process.kill(process.pid, 'SIGKILL');
});
await import('../adapters/image-worker.ts');
