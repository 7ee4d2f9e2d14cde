import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startLocalS3, type LocalS3 } from '../test/s3-server.ts';
import { copyStorage } from './copy-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { createDiskStorage } from './storage.ts';

let s3: LocalS3;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  diskRoot = await mkdtemp(path.join(os.tmpdir(), 'iagree-copy-'));
});
afterAll(async () => {
  await s3.close();
  await rm(diskRoot, { recursive: true, force: true });
});

describe('copying a disk store to S3 (storage:copy-to-s3)', () => {
  it('copies every file once; a second run copies only what is new', async () => {
    const disk = createDiskStorage(diskRoot);
    const bucket = createS3Storage(loadConfig(s3.env).s3!);
    await disk.put('statements/one.webp', Buffer.from('one'));
    await disk.put('statements/one-thumb.webp', Buffer.from('one, small'));
    await disk.put('avatars/two.webp', Buffer.from('two'));

    expect(await copyStorage(disk, bucket)).toEqual({ copied: 3, skipped: 0 });
    const copied = await bucket.read('statements/one-thumb.webp');
    expect((await buffer(copied!.stream)).toString()).toBe('one, small');

    await disk.put('events/three.png', Buffer.from('three'));
    expect(await copyStorage(disk, bucket)).toEqual({ copied: 1, skipped: 3 });
    expect(await copyStorage(disk, bucket)).toEqual({ copied: 0, skipped: 4 });
    const keys = [];
    for await (const file of bucket.list()) keys.push(file.key);
    expect(keys.sort()).toEqual([
      'avatars/two.webp',
      'events/three.png',
      'statements/one-thumb.webp',
      'statements/one.webp',
    ]);
  });
});
