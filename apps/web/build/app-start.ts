import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:app-start';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:app-start`: the address of the app's start (`src/app/start.tsx`), which the page's
 * entry imports when the shell has painted (decision 058). In the build the start is an entry
 * chunk of its own, so that what it imports is the `initial` chunk (Rolldown's `$initial` tag)
 * and the page's entry shares no module with it; the entry imports it by address, without the
 * build's loader of lazy parts. In development it is the source file.
 */
export function appStart(root: string, start: string): Plugin {
  const startId = path.resolve(root, start);
  let build = false;
  let reference: string | undefined;
  return {
    name: 'iagree-app-start',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      reference = build ? this.emitFile({ type: 'chunk', id: startId, name: 'start' }) : undefined;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return reference
        ? `export default import.meta.ROLLUP_FILE_URL_${reference};`
        : `export default ${JSON.stringify(`/${start}`)};`;
    },
  };
}
