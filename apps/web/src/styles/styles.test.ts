import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const mantineStyles = path.resolve(src, '../../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

const imported = (file: string) =>
  [...readFileSync(path.join(src, 'styles', file), 'utf8').matchAll(/styles\/(\w+)\.css'/g)].map(
    (match) => match[1] ?? '',
  );

describe('the Mantine styles, split in two stylesheets (decision 022)', () => {
  const first = imported('first-styles.ts');
  const later = imported('later-styles.ts');

  it('name only stylesheets Mantine has, each once', () => {
    for (const name of [...first, ...later]) {
      expect(existsSync(path.join(mantineStyles, `${name}.css`)), name).toBe(true);
    }
    expect(new Set([...first, ...later]).size).toBe(first.length + later.length);
  });

  it('hold every component the app imports that has styles', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
        for (const name of (match[1] ?? '').split(',')) {
          const component = name.trim().replace(/^type /, '');
          if (existsSync(path.join(mantineStyles, `${component}.css`))) used.add(component);
        }
      }
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((name) => !first.includes(name) && !later.includes(name));
    expect(missing).toEqual([]);
  });
});
