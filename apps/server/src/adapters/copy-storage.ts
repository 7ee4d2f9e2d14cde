import { buffer } from 'node:stream/consumers';
import type { Storage } from './storage.ts';

export interface CopySummary {
  copied: number;
  /** Already in the target: a key's content never changes, so a key there is a file there. */
  skipped: number;
}

/**
 * Copies every file of `from` that `to` lacks, one at a time; run again after an interruption,
 * it copies only what is still missing.
 */
export async function copyStorage(from: Storage, to: Storage): Promise<CopySummary> {
  const present = new Set<string>();
  for await (const file of to.list()) present.add(file.key);
  const summary: CopySummary = { copied: 0, skipped: 0 };
  for await (const { key } of from.list()) {
    if (present.has(key)) {
      summary.skipped += 1;
      continue;
    }
    const file = await from.read(key);
    if (!file) continue; // removed since it was listed
    await to.put(key, await buffer(file.stream));
    summary.copied += 1;
  }
  return summary;
}
