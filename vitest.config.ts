import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contract'],
    // Vitest's default leaves a core to its main process, which only collects results: on a
    // two-core machine that ran the files one after another.
    maxWorkers: os.availableParallelism(),
  },
});
