import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where processed uploads live; keys are server-generated (`<folder>/<uuid>.<ext>`). */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The public path the browser loads the file from. */
  url(key: string): string;
  /** Every stored file with the time it was last written (for the sweeper of orphan files). */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export function createDiskStorage(root: string, publicPrefix = '/media'): Storage {
  const file = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      try {
        const info = await stat(file(key));
        return info.isFile() ? { stream: createReadStream(file(key)), size: info.size } : null;
      } catch {
        return null;
      }
    },
    url: (key) => `${publicPrefix}/${key}`,
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        if (!isStorageKey(key)) continue;
        const info = await stat(file(key)).catch(() => null);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },
  };
}
