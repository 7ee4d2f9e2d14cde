import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);
const isContract = (id: string) => /[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id);
/** The contract's entries only re-export: reaching one says nothing of what is used. */
const isBarrel = (id: string) => isContract(id) && /[\\/]index\.ts$/.test(id);

/**
 * The modules the home page's part under the heading needs beyond what the start brings, as one
 * chunk (decision 025): left to Rolldown's automatic splitting they were 56 chunks, one per set
 * of lazy parts sharing them, and a phone on HTTP/1.1 fetches six at a time, a round trip each.
 *
 * `plugin` collects them once the module graph is known (`buildEnd`, before chunks are made);
 * `test` is the code-splitting group's. The part itself stays its own chunk, so that Vite's
 * manifest still names it (the server announces the home page's files from it).
 *
 * The walk passes through the contract's entry, which re-exports every schema file: the group
 * would take them, and zod, even though the home page uses none (a group takes a module that
 * any chunk uses). So zod and the contract's files that build schemas stay out of the group;
 * `schemas` is the test of their own group, the one chunk the pages with forms load. The build
 * fails if zod still reaches the home page's first load (issue 28).
 *
 * `notEntry` keeps the page's entry (`entry`, the HTML file) and what it imports itself out of
 * the `initial` chunk, and the build fails if the entry still imports a chunk (decision 058).
 */
export function homeChunk(root: string, { entry, part }: { entry: string; part: string }) {
  const members = new Set<string>();
  const entryOwn = new Set<string>();
  const schemas = new Set<string>();
  const entryId = path.resolve(root, entry);
  const partId = path.resolve(root, part);
  const plugin: Plugin = {
    name: 'iagree-home-chunk',
    apply: 'build',
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      // Static imports only: a lazy part's modules are loaded with it, not with the page.
      const reach = (roots: string[]) => {
        const seen = new Set<string>();
        const queue = [...roots];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...importsOf(id));
        }
        return seen;
      };
      const all = [...this.getModuleIds()];
      schemas.clear();
      for (const id of all) if (isZod(id)) schemas.add(id);
      // A contract file builds schemas if it imports zod or another file that does.
      for (let grew = true; grew;) {
        grew = false;
        for (const id of all) {
          if (schemas.has(id) || !isContract(id) || isBarrel(id)) continue;
          if (importsOf(id).some((imported) => schemas.has(imported))) {
            schemas.add(id);
            grew = true;
          }
        }
      }
      entryOwn.clear();
      for (const id of reach([entryId])) entryOwn.add(id);
      members.clear();
      for (const id of reach([partId])) if (id !== partId && !schemas.has(id)) members.add(id);
    },
    generateBundle(_options, bundle) {
      const entryChunk = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.facadeModuleId === entryId,
      ) as OutputChunk | undefined;
      if (entryChunk && entryChunk.imports.length > 0)
        this.error(
          `the page's entry imports ${entryChunk.imports.join(', ')}: it must import nothing, so ` +
            'that the app is asked for only once the shell has painted (decision 058).',
        );
      const firstLoad = firstLoadChunks(bundle, partId);
      const withZod = firstLoad.filter((chunk) => chunk.moduleIds.some(isZod));
      if (withZod.length > 0)
        this.error(
          `zod is in the home page's first load (${withZod.map((c) => c.fileName).join(', ')}): ` +
            'import schemas only from lazy parts (issue 28).',
        );
    },
  };
  return {
    plugin,
    /** Not the page's entry nor what it imports itself (decision 058). */
    notEntry: (id: string) => !entryOwn.has(id),
    test: (id: string) => members.has(id),
    schemas: (id: string) => schemas.has(id),
  };
}

/** The chunks the entries (the page's, the app's start) and the home page's part load first. */
function firstLoadChunks(bundle: OutputBundle, partId: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<OutputChunk>();
  const queue = chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId === partId);
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) queue.push(imported);
    }
  }
  return [...seen];
}
