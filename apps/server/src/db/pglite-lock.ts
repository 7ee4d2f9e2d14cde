import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DatabaseBusyError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by process ${pid} (is the server running?). ` +
        'PGlite allows one process at a time: stop the server first, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DatabaseBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the embedded database for this process, or refuses while another live process holds it. */
export function acquirePgliteLock(dir: string): () => void {
  const file = path.join(dir, 'iagree.lock');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseBusyError(dir, holder);
      }
      rmSync(file, { force: true });
    }
  }
}
