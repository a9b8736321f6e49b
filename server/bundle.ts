/**
 * `npm start` runs the server as one plain-JavaScript file that esbuild bundles from server/main.ts
 * in about a second (dist-server/main.js), not through tsx: no TypeScript loader thread, no
 * transpiled sources and source maps held in memory. Measured on the bench's home operation: about
 * 60 MB less RSS idle and 50–90 MB less under load (README "Run it"). Packages stay external
 * (node_modules is read at run time), and every module keeps its own `import.meta.url`, so the paths
 * it resolves beside itself (migrations, persisted operations, the client build) are unchanged.
 *
 * `tsx server/bundle.ts [entry] [outfile]` (default server/main.ts → dist-server/main.js).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVER_BUNDLE = path.join(ROOT, 'dist-server', 'main.js');

/** Each source file's `import.meta.url` stays the URL of that file, not of the bundle. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

export async function bundleServer(entry = path.join(ROOT, 'server', 'main.ts'), outfile = SERVER_BUNDLE): Promise<{ outfile: string; bytes: number; ms: number }> {
  const started = performance.now();
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
  return { outfile, bytes: (await stat(outfile)).size, ms: performance.now() - started };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [entry, outfile] = process.argv.slice(2);
  const { bytes, ms } = await bundleServer(entry && path.resolve(entry), outfile && path.resolve(outfile));
  console.log(`[corkboard] server bundled in ${(ms / 1000).toFixed(1)} s (${Math.round(bytes / 1024)} KB)`);
}
