import path from 'node:path';
import { type AliasOptions, type Plugin, runnerImport } from 'vite';
import type * as ManifestModule from '../src/app/home/home-shell-manifest.tsx';

/**
 * Writes the home page's static shell (decision 051) into the build, `.vite/home-shell.json`:
 * the frame rendered by the web's own components in each language, and the words the server
 * writes around a statement's. The server reads it at start, so that it imports nothing of the
 * web and copies none of Mantine's class names. The components are loaded through Vite's module
 * runner (with the app's `@` alias) while the app is bundled, and rendered once it is.
 */
export function homeShell(root: string, alias: AliasOptions): Plugin {
  let loading: Promise<typeof ManifestModule> | undefined;
  return {
    name: 'iagree-home-shell',
    apply: 'build',
    buildStart() {
      loading = runnerImport<typeof ManifestModule>(
        path.join(root, 'src/app/home/home-shell-manifest.tsx'),
        {
          configFile: false,
          root,
          logLevel: 'warn',
          resolve: { alias },
        },
      ).then(({ module }) => module);
    },
    async generateBundle() {
      const { homeShellAsset } = await (loading as Promise<typeof ManifestModule>);
      this.emitFile({ type: 'asset', ...homeShellAsset() });
    },
  };
}
