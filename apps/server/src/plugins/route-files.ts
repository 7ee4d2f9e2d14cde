import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`), the fields read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The parts the home page loads at once (decision 025), in the order they are needed: the entry
 * (`main.tsx`), the page under the heading, the stylesheet every lazy part waits for, and the
 * map's view. Keys of Vite's manifest: source paths from the web app's root.
 */
export const HOME_PARTS = [
  'index.html',
  'src/app/home/home-main.tsx',
  'src/styles/later-styles.ts',
  'src/features/map/components/statements-map-view.tsx',
];

/**
 * The chunks and stylesheets of `parts` and everything they import statically, part by part
 * (nearest imports first within one), each once, leaving out the files `html` already names
 * (the entry's script and stylesheet).
 */
export function routeFiles(
  manifest: Manifest,
  parts: string[],
  html: string,
): { scripts: string[]; styles: string[] } {
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

/**
 * The `<link>`s that announce the home page's files: without them each chunk is known only once
 * the chunk importing it has arrived, a round trip per level of imports (decision 023 turned
 * Vite's own preloads off). Empty when the build wrote no manifest.
 */
export async function homeRouteLinks(dist: string, html: string): Promise<string> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return '';
  }
  const { scripts, styles } = routeFiles(manifest, HOME_PARTS, html);
  // Low priority: the entry goes first (the stylesheet is in the page, decision 057), and
  // Lighthouse does not count them as blocking the first paint (decision 023 saw module preloads
  // do so). crossorigin as Vite's own stylesheet link has it, or the preload would not be reused.
  return [
    ...scripts.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`,
    ),
    ...styles.map(
      (file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${file}">`,
    ),
  ].join('\n');
}
