import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startLocalS3, type LocalS3 } from '../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import { createDiskStorage, type Storage } from './storage.ts';

let s3: LocalS3;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  diskRoot = await mkdtemp(path.join(os.tmpdir(), 'iagree-storage-'));
});
afterAll(async () => {
  await s3.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const s3Config = (env: Record<string, string> = {}) => loadConfig({ ...s3.env, ...env }).s3!;

const implementations: Array<[string, () => Storage]> = [
  ['disk', () => createDiskStorage(diskRoot)],
  ['S3', () => createS3Storage(s3Config())],
];

async function keysOf(storage: Storage): Promise<string[]> {
  const keys = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

describe.each(implementations)('the %s storage', (_name, make) => {
  it('gives back what was put, with its size and an ETag, under /media', async () => {
    const storage = make();
    const body = Buffer.from('the bytes of an image');
    await storage.put('contract/put-read.webp', body);
    const file = await storage.read('contract/put-read.webp');
    expect(file).not.toBeNull();
    expect(await buffer(file!.stream)).toEqual(body);
    expect(file!.size).toBe(body.length);
    expect(file!.etag).toMatch(/^".+"$/);
    expect(storage.url('contract/put-read.webp')).toBe('/media/contract/put-read.webp');
    expect(storage.redirect('contract/put-read.webp')).toBeUndefined();
  });

  it('answers null for a missing or unsafe key and refuses to write an unsafe one', async () => {
    const storage = make();
    expect(await storage.read('contract/never-put.webp')).toBeNull();
    expect(await storage.read('../escape.webp')).toBeNull();
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
    expect(await keysOf(storage)).not.toContain('escape.webp');
  });

  it('lists what it holds with the time of writing, and forgets what was removed', async () => {
    const storage = make();
    const before = Date.now();
    await storage.put('contract/listed-a.webp', Buffer.from('a'));
    await storage.put('contract/deeper/listed-b.png', Buffer.from('b'));
    const listed = new Map<string, Date>();
    for await (const file of storage.list()) listed.set(file.key, file.modifiedAt);
    expect(listed.has('contract/listed-a.webp')).toBe(true);
    expect(listed.has('contract/deeper/listed-b.png')).toBe(true);
    // S3 keeps whole seconds, and a file's time comes from the kernel's coarse clock, which may
    // lag Date.now() by a tick: either may read a little before `before`, never a second before.
    expect(listed.get('contract/listed-a.webp')!.getTime()).toBeGreaterThan(before - 1000);

    await storage.remove('contract/listed-a.webp');
    await storage.remove('contract/never-there.webp');
    expect(await storage.read('contract/listed-a.webp')).toBeNull();
    expect(await keysOf(storage)).not.toContain('contract/listed-a.webp');
    expect(await keysOf(storage)).toContain('contract/deeper/listed-b.png');
  });

  it('passes its readiness check', async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });
});

describe('the S3 storage', () => {
  it('fails its readiness check when the bucket does not exist', async () => {
    await expect(
      createS3Storage(s3Config({ S3_BUCKET: 'no-such-bucket' })).check(),
    ).rejects.toThrow();
  });

  it('names the public URL in front of the bucket as where /media redirects', () => {
    const storage = createS3Storage(s3Config({ S3_PUBLIC_URL: 'https://cdn.example.jp/media/' }));
    expect(storage.redirect('avatars/a.webp')).toBe('https://cdn.example.jp/media/avatars/a.webp');
    expect(storage.url('avatars/a.webp')).toBe('/media/avatars/a.webp');
  });
});
