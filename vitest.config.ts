import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contract'],
    // Vitest's default leaves a core to its main process, which only collects results: on a
    // two-core machine that ran the files one after another.
    maxWorkers: os.availableParallelism(),
    // Each project runs as its own group (`sequence.groupOrder` in its config), one after the
    // other. Vitest keeps a worker, with the modules it loaded, for the next file only when that
    // file is of the same project; the files of all projects sorted together by duration
    // alternated, and the workers were started again and again (the suite 153–160 s → 131–148 s).
  },
});
