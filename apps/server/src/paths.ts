import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder, found the same way from src/ (tsx) and from dist/ (bundled). */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDist = path.join(serverRoot, '..', 'web', 'dist');
