import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server sends; images and fonts are compressed formats already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build,
 * once, so that the server only picks one by the request's Accept-Encoding (decision 010). A
 * variant that would not be smaller is not written: the server then sends the file itself.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'iagree-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && TEXT.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
            ],
            ['.gz', await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })],
          ];
          for (const [extension, bytes] of variants)
            if (bytes.length < source.length) await writeFile(file + extension, bytes);
        }),
      );
    },
  };
}
