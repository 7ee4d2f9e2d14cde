import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquirePgliteLock, DatabaseBusyError } from './pglite-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'iagree-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the embedded database lock', () => {
  it('refuses while another live process holds the database', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dir, 'iagree.lock'), String(other.pid));
      expect(() => acquirePgliteLock(dir)).toThrow(DatabaseBusyError);
      expect(() => acquirePgliteLock(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has died, and releases it', async () => {
    await writeFile(path.join(dir, 'iagree.lock'), '2147483646');
    const release = acquirePgliteLock(dir);
    expect(existsSync(path.join(dir, 'iagree.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'iagree.lock'))).toBe(false);
  });
});
