import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules the home page's part under the heading needs beyond what the entry brings, as one
 * chunk (decision 025): left to Rolldown's automatic splitting they were 56 chunks, one per set
 * of lazy parts sharing them, and a phone on HTTP/1.1 fetches six at a time, a round trip each.
 *
 * `plugin` collects them once the module graph is known (`buildEnd`, before chunks are made);
 * `test` is the code-splitting group's. The part itself stays its own chunk, so that Vite's
 * manifest still names it (the server announces the home page's files from it).
 */
export function homeChunk(root: string, part: string) {
  const members = new Set<string>();
  const partId = path.resolve(root, part);
  const plugin: Plugin = {
    name: 'iagree-home-chunk',
    apply: 'build',
    buildEnd() {
      // Static imports only: a lazy part's modules are loaded with it, not with the page.
      const reach = (roots: string[]) => {
        const seen = new Set<string>();
        const queue = [...roots];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      members.clear();
      for (const id of reach([partId])) if (id !== partId) members.add(id);
    },
  };
  return { plugin, test: (id: string) => members.has(id) };
}
