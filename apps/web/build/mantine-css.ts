import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The styles every Mantine component relies on (Mantine's "global styles"). */
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'];

/** A component's class names module in Mantine's ESM build, e.g. `.../Button/Button.module.mjs`. */
const CLASSES_MODULE = /@mantine[\\/]core[\\/]esm[\\/]components[\\/].+[\\/](\w+)\.module\.mjs$/;

/**
 * Mantine's CSS per component in the build (decision 010). `@mantine/core/styles.css` (all
 * 210 components, 276 KB) becomes the global styles only, and each component's class names
 * module imports the component's own file, so a chunk carries the CSS of the components it
 * uses — also those used inside other components (Button's UnstyledButton), in the order
 * Mantine imports them. The dev server keeps the whole file.
 */
export function mantineCssPerComponent(): Plugin {
  return {
    name: 'iagree-mantine-css-per-component',
    apply: 'build',
    async load(id) {
      if (!id.endsWith('@mantine/core/styles.css')) return null;
      const files = GLOBAL_STYLES.map((name) =>
        require.resolve(`@mantine/core/styles/${name}.css`),
      );
      return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
    },
    transform(code, id) {
      const name = CLASSES_MODULE.exec(id)?.[1];
      if (!name) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}
