import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** A Mantine package's folder, found through the one file every package exports. */
const packageRoot = (name: string) => path.dirname(require.resolve(`${name}/styles.css`));
const coreRoot = packageRoot('@mantine/core');
const esmRoot = path.join(coreRoot, 'esm');

/** Named imports from @mantine/core in a source file. */
const CORE_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
/** Relative imports inside Mantine's ESM build. */
const RELATIVE_IMPORT = /from\s*"(\.{1,2}\/[^"]+\.mjs)"/g;
/** A component's class names module, e.g. `Button/Button.module.mjs`. */
const CLASSES_MODULE = /(\w+)\.module\.mjs$/;

async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The components of @mantine/core imported by the app and by the other Mantine packages. */
async function importedNames(sourceDirs: string[]): Promise<Set<string>> {
  const names = new Set<string>();
  for (const dir of sourceDirs) {
    for (const file of await filesUnder(dir, /\.(tsx?|mjs)$/)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      for (const match of (await readFile(file, 'utf8')).matchAll(CORE_IMPORT)) {
        for (const part of (match[1] ?? '').split(',')) {
          const name = part
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name) names.add(name);
        }
      }
    }
  }
  return names;
}

/** Stylesheet names (`Button`) of every component the given exports use, however deep. */
async function usedStylesheets(names: Set<string>): Promise<Set<string>> {
  const index = await readFile(path.join(esmRoot, 'index.mjs'), 'utf8');
  const queue: string[] = [];
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+\.mjs)"/g)) {
    const exported = (match[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0]);
    if (exported.some((name) => name && names.has(name)))
      queue.push(path.join(esmRoot, match[2] ?? ''));
  }
  const seen = new Set<string>();
  const sheets = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const sheet = CLASSES_MODULE.exec(file)?.[1];
    if (sheet) sheets.add(sheet);
    for (const match of (await readFile(file, 'utf8')).matchAll(RELATIVE_IMPORT))
      queue.push(path.resolve(path.dirname(file), match[1] ?? ''));
  }
  return sheets;
}

/**
 * Mantine's CSS per component, in one stylesheet (decision 010): in the build,
 * `@mantine/core/styles.css` becomes the global styles plus the stylesheets of the components
 * the app (and @mantine/dates and /notifications) import, with the components those use
 * inside, in the order of Mantine's own styles.css — so the cascade is the same as with the
 * whole file. (A stylesheet per lazy chunk was tried: chunks' CSS then arrived out of that
 * order.) The dev server keeps the whole file.
 */
export function mantineCssPerComponent(sourceDir: string): Plugin {
  return {
    name: 'iagree-mantine-css-per-component',
    apply: 'build',
    async load(id) {
      if (!id.endsWith(path.join('@mantine', 'core', 'styles.css'))) return null;
      const packages = ['@mantine/dates', '@mantine/notifications'].map((name) =>
        path.join(packageRoot(name), 'esm'),
      );
      const sheets = await usedStylesheets(await importedNames([sourceDir, ...packages]));
      const whole = await readFile(id, 'utf8');
      const parts = await Promise.all(
        (await readdir(path.join(coreRoot, 'styles')))
          .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
          .map(async (file) => {
            const name = file.slice(0, -'.css'.length);
            const css = (await readFile(path.join(coreRoot, 'styles', file), 'utf8')).trim();
            const global = ['baseline', 'default-css-variables', 'global'].includes(name);
            return { css, keep: global || sheets.has(name), at: whole.indexOf(css.slice(0, 300)) };
          }),
      );
      return parts
        .filter((part) => part.keep)
        .sort((a, b) => a.at - b.at)
        .map((part) => part.css)
        .join('\n');
    },
  };
}
