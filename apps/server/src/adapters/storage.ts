import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where processed uploads live; keys are server-generated (`<folder>/<uuid>.<ext>`), so a key's
 * content never changes. One interface, a disk and an S3 implementation (s3-storage.ts);
 * `openStorage` (open-storage.ts) picks by the configuration and nothing else knows which.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  read(key: string): Promise<StoredBody | null>;
  /** The public path the browser loads the file from (always `/media/<key>`). */
  url(key: string): string;
  /** Where /media sends the browser instead of streaming (a CDN before a bucket), if anywhere. */
  redirect(key: string): string | undefined;
  /** Every stored file with the time it was last written (for the sweeper of orphan files). */
  list(): AsyncIterable<StoredFile>;
  /** Throws when the store cannot be reached (the readiness check). */
  check(): Promise<void>;
}

export interface StoredBody {
  stream: Readable;
  size: number;
  /** Changes whenever the content does (quoted, as the ETag header wants it). */
  etag: string;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The media type of a stored file, from its key's extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export const MEDIA_PREFIX = '/media';

/** Keys are immutable (a new upload gets a new key), so every copy may be kept for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export function createDiskStorage(root: string): Storage {
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
        if (!info.isFile()) return null;
        return {
          stream: createReadStream(file(key)),
          size: info.size,
          etag: `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`,
        };
      } catch {
        return null;
      }
    },
    url: (key) => `${MEDIA_PREFIX}/${key}`,
    redirect: () => undefined,
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
    async check() {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
}
