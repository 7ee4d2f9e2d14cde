import { describe, expect, it, vi } from 'vitest';
import { createReadingProcess } from './reading-process.ts';
import { alive } from '../test/alive.ts';

/** The process compiles its modules (tsx) and loads the dictionary: seconds on a loaded machine. */
const STARTS = { timeout: 60_000 };

describe('the reading process', () => {
  it(
    'reads in a child process that ends once idle, and starts none for a text without Japanese',
    async () => {
      const reading = createReadingProcess({ idleMs: 50 });
      try {
        await expect(reading.readingsOf(['Park cleanup', 'iAgree 2026'])).resolves.toEqual([
          '',
          '',
        ]);
        expect(reading.pid()).toBeUndefined();

        await expect(reading.readingsOf(['公園の清掃', 'OK'])).resolves.toEqual([
          'コウエンノセイソウ',
          '',
        ]);
        const first = reading.pid()!;
        expect(first).not.toBe(process.pid);

        await vi.waitFor(() => expect(alive(first)).toBe(false), STARTS);
        expect(reading.pid()).toBeUndefined();
      } finally {
        await reading.close();
      }
    },
    STARTS.timeout,
  );
});
