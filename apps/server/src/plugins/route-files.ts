import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROUTE_FILES_ID, type RouteFiles } from '@iagree/contract/route-files';

/** One entry of Vite's build manifest (`build.manifest`), the fields read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * What every page's entry imports (decision 058): the app's start. Keys of Vite's manifest:
 * source paths from the web app's root.
 */
export const START_PARTS = ['src/app/start.tsx'];

/**
 * The parts the home page loads at once (decision 025), in the order they are needed: the app's
 * start, the page under the heading, the stylesheet every lazy part waits for, and the map's view.
 */
export const HOME_PARTS = [
  ...START_PARTS,
  'src/app/home/home-main.tsx',
  'src/styles/later-styles.ts',
  'src/features/map/components/statements-map-view.tsx',
];

/**
 * The chunks and stylesheets of `parts` and everything they import statically, part by part
 * (nearest imports first within one), each once, leaving out the files `html` already names
 * (the entry's script and stylesheet).
 */
export function routeFiles(manifest: Manifest, parts: string[], html: string): RouteFiles {
  const named = (file: string) => html.includes(`/${file}"`);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const queue = [part];
    while (queue.length > 0) {
      const key = queue.shift() as string;
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      // A part of stylesheets only (the later styles) is a stylesheet itself.
      const [own, sheets] = chunk.file.endsWith('.css')
        ? [[], [chunk.file, ...(chunk.css ?? [])]]
        : [[chunk.file], chunk.css ?? []];
      for (const file of own) if (!named(file)) scripts.push(`/${file}`);
      for (const css of sheets)
        if (!named(css) && !styles.includes(`/${css}`)) styles.push(`/${css}`);
      queue.push(...(chunk.imports ?? []));
    }
  }
  return { scripts, styles };
}

/** The web build's manifest; undefined when the build wrote none. */
export async function readManifest(dist: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(
      await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * The data block naming the files of `parts` (decision 058), which the page's entry turns into
 * low-priority preloads as it starts the app: without them each chunk is known only once the
 * chunk importing it has arrived, a round trip per level of imports (decision 023 turned Vite's
 * own preloads off).
 */
export function routeFilesBlock(manifest: Manifest, parts: string[], html: string): string {
  // Addresses of hashed files: no `<` to escape.
  const files = JSON.stringify(routeFiles(manifest, parts, html));
  return `<script type="application/json" id="${ROUTE_FILES_ID}">${files}</script>`;
}
