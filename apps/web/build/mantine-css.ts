import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const wholeFile = require.resolve('@mantine/core/styles.css');
const sheetsDir = path.join(path.dirname(wholeFile), 'styles');

/** Mantine's own stylesheets, needed whatever components are used. */
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

/**
 * A component's class names module in Mantine's ESM build, e.g. `…/Button/Button.module.mjs`:
 * each has exactly one stylesheet, `styles/Button.css`.
 */
const CLASSES_MODULE = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/** The sheets joined in the order of Mantine's `styles.css`, so the cascade is the same. */
async function joinInMantineOrder(names: Set<string>): Promise<string> {
  const whole = await readFile(wholeFile, 'utf8');
  const files = (await readdir(sheetsDir)).filter(
    (file) => file.endsWith('.css') && !file.endsWith('.layer.css'),
  );
  const sheets = await Promise.all(
    files
      .filter((file) => names.has(file.slice(0, -'.css'.length)))
      .map(async (file) => {
        const css = (await readFile(path.join(sheetsDir, file), 'utf8')).trim();
        const at = whole.indexOf(css);
        // Every sheet is a verbatim part of styles.css; if a Mantine version changes that, the
        // order cannot be kept, and a wrong order breaks layouts silently (decision 016).
        if (at < 0) throw new Error(`${file} is not part of @mantine/core/styles.css`);
        return { css, at };
      }),
  );
  return sheets
    .sort((a, b) => a.at - b.at)
    .map((sheet) => sheet.css)
    .join('\n');
}

/**
 * Mantine's CSS per component (decision 016): in the build, `@mantine/core/styles.css` (which
 * main.tsx imports, and the dev server and tests use whole) becomes one stylesheet of Mantine's
 * global styles and the stylesheets of the components whose code is in the bundle — read from
 * the bundle itself, so no list is kept by hand and no component is missed — in Mantine's
 * order, linked from index.html before the app's own CSS. One file, not a stylesheet per lazy
 * chunk: chunks' CSS arrives in the order pages load, which broke the cascade.
 */
export function mantineCssPerComponent(): Plugin {
  let base = '/';
  let href: string | undefined;
  return {
    name: 'iagree-mantine-css-per-component',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      // Replaced by the stylesheet written in generateBundle.
      return id === wholeFile ? '' : null;
    },
    generateBundle: {
      // Before index.html is written, which links the file.
      order: 'pre',
      async handler(_options, bundle) {
        const used = new Set(GLOBAL_SHEETS);
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          for (const id of Object.keys(file.modules)) {
            const name = CLASSES_MODULE.exec(id)?.[1];
            if (name) used.add(name);
          }
        }
        const reference = this.emitFile({
          type: 'asset',
          name: 'mantine.css',
          source: await joinInMantineOrder(used),
        });
        href = `${base}${this.getFileName(reference)}`;
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!href) throw new Error('the Mantine stylesheet was not written before index.html');
        return [
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
