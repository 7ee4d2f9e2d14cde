import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROUTE_FILES_ID, type RouteFiles } from '@iagree/contract/route-files';

/** One entry of Vite's build manifest (`build.manifest`), the fields read here. */
interface ManifestChunk {
  file: string;
  /** A chunk's name, for one without a key of its own (shared by several parts). */
  name?: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The parts whose files a page asks for as the app starts, and once those have arrived. */
interface RouteParts {
  first: string[];
  then: string[];
}

/**
 * The files every page asks for first (decision 058): the app's start. Parts are keys of Vite's
 * manifest (source paths from the web app's root) or, for a chunk that several parts share and
 * that has no key of its own, its name.
 */
export const START_PARTS: RouteParts = { first: ['src/app/start.tsx'], then: [] };

/**
 * The parts the home page loads at once (decision 025), in the order they are needed: the app's
 * start and the early map's chunk (`src/components/map/leaflet/early-map.ts`, with Leaflet),
 * which draw the markers in the shell (decision 050); then the page under the heading, the
 * stylesheet every lazy part waits for, and the map's view.
 */
export const HOME_PARTS: RouteParts = {
  first: [...START_PARTS.first, 'early-map'],
  then: [
    'src/app/home/home-main.tsx',
    'src/styles/later-styles.ts',
    'src/features/map/components/statements-map-view.tsx',
  ],
};

/** The manifest's key of `part`: itself, or the key of the chunk named so. */
function keyOf(manifest: Manifest, part: string): string | undefined {
  if (manifest[part]) return part;
  return Object.keys(manifest).find((key) => manifest[key]?.name === part);
}

/**
 * The chunks and stylesheets of `parts` and everything they import statically, part by part
 * (each chunk's file, its stylesheets, then its imports, nearest first), each once, leaving out
 * the files `html` already names (the entry's script and stylesheet). `then` leaves out what
 * `first` has.
 */
export function routeFiles(manifest: Manifest, parts: RouteParts, html: string): RouteFiles {
  const seen = new Set<string>();
  const listed = new Set<string>();
  const filesOf = (stage: string[]) => {
    const files: string[] = [];
    const add = (file: string) => {
      if (listed.has(file) || html.includes(`/${file}"`)) return;
      listed.add(file);
      files.push(`/${file}`);
    };
    for (const part of stage) {
      const queue = [keyOf(manifest, part) ?? ''];
      while (queue.length > 0) {
        const key = queue.shift() as string;
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) continue;
        seen.add(key);
        add(chunk.file);
        for (const css of chunk.css ?? []) add(css);
        queue.push(...(chunk.imports ?? []));
      }
    }
    return files;
  };
  const first = filesOf(parts.first);
  return { first, then: filesOf(parts.then) };
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
 * preloads as it starts the app: without them each chunk is known only once the
 * chunk importing it has arrived, a round trip per level of imports (decision 023 turned Vite's
 * own preloads off).
 */
export function routeFilesBlock(manifest: Manifest, parts: RouteParts, html: string): string {
  // Addresses of hashed files: no `<` to escape.
  const files = JSON.stringify(routeFiles(manifest, parts, html));
  return `<script type="application/json" id="${ROUTE_FILES_ID}">${files}</script>`;
}
