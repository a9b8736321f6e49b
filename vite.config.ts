import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { gestaltColorScheme } from './build/gestalt-color-scheme.ts';
import { gestaltTreeShaking } from './build/gestalt-tree-shaking.ts';
import { purgedStylesheet } from './build/purged-stylesheet.ts';
import { relayActivityHooks } from './build/relay-activity-hooks.ts';
import { ssrDirFor } from './server/http/ssr.ts';

// The API server (server/main.ts) listens on 3000 by default; in dev, Vite serves the client
// and forwards everything the server owns.
const apiTarget = process.env.CORKBOARD_API ?? 'http://127.0.0.1:3000';
const proxied = ['/graphql', '/v3', '/images', '/healthz', '/metrics'];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'client',
  // `graphql` tags compile to imports of the artifacts in client/**/__generated__
  // (babel-plugin-relay reads relay.config.json).
  plugins: [
    react({ babel: { plugins: ['relay'] } }),
    gestaltTreeShaking(path.join(import.meta.dirname, 'client')),
    gestaltColorScheme(import.meta.dirname),
    purgedStylesheet(),
    relayActivityHooks(import.meta.dirname),
    {
      // farce's modules only define things; declared side-effect free, its unused queryMiddleware
      // (made at import time, with the query-string package) is dropped (client/shell/locationQuery.ts;
      // found's import of it is aliased below).
      name: 'corkboard:farce-side-effect-free',
      apply: 'build',
      transform: (code: string, id: string) => (/[\\/]node_modules[\\/]farce[\\/]esm[\\/]/.test(id) ? { code, map: null, moduleSideEffects: false } : null),
    },
    {
      // Relay's compiled artifacts are data: declared side-effect free, an artifact that only the
      // compiler's list of page queries names (client/routes.tsx PAGE_QUERIES) stays out of the entry,
      // in the chunk its route loads when visited (client/shell/routeQuery.ts).
      name: 'corkboard:relay-artifacts-side-effect-free',
      apply: 'build',
      transform: (code: string, id: string) => (/[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/.test(id) ? { code, map: null, moduleSideEffects: false } : null),
    },
  ],
  resolve: {
    // Only the react-relay and relay-runtime APIs in use (build/react-relay.js, build/relay-runtime.js),
    // in the production build; tests and the dev server import them as they are.
    alias:
      command === 'build'
        ? [
            { find: /^react-relay$/, replacement: path.join(import.meta.dirname, 'build/react-relay.js') },
            { find: /^relay-runtime$/, replacement: path.join(import.meta.dirname, 'build/relay-runtime.js') },
            // The store's cache of Relay Resolvers, which the client has none of (build/relay-resolver-cache.js).
            { find: /^\.\/live-resolvers\/LiveResolverCache$/, replacement: path.join(import.meta.dirname, 'build/relay-resolver-cache.js') },
            // Relay APIs the client does not use (build/relay-unused-apis.js).
            { find: /^\.\/(?:readUpdatableQuery|readUpdatableFragment|RelayDeclarativeMutationConfig)$/, replacement: path.join(import.meta.dirname, 'build/relay-unused-apis.js') },
            // One redux for found and farce: npm installs the same redux 4.2.1 under each of them (it
            // may not hoist it beside react-redux 9, whose optional peer is redux 5), and both copies shipped.
            { find: /^redux$/, replacement: createRequire(createRequire(import.meta.url).resolve('found/package.json')).resolve('redux/es/redux.js') },
            // found's default query middleware (it is given ours, client/shell/locationQuery.ts, anyway).
            { find: /^farce\/queryMiddleware$/, replacement: path.join(import.meta.dirname, 'client/shell/locationQuery.ts') },
          ]
        : [],
  },
  build: {
    // The server-rendering build (`vite build --ssr`, server/http/ssr.ts) goes beside the client's.
    outDir: isSsrBuild ? ssrDirFor(process.env.CLIENT_DIST_DIR ?? '../dist') : (process.env.CLIENT_DIST_DIR ?? '../dist'),
    emptyOutDir: true,
    // Every browser the build targets preloads modules itself, or goes without (Safari 16); Vite's
    // polyfill for it would be in the first script for nothing.
    modulePreload: { polyfill: false },
    // Terser packs the scripts ~4% smaller than esbuild's minifier (issue 12's budget for the first
    // script is 180 kB gzipped), for a few more seconds of build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      // Chunking is for browsers; the server build is one file and its lazy parts as Rollup splits them.
      output: isSsrBuild ? {} : {
        // Chunks under 10 kB are merged into the chunks loaded with them: the home page's route
        // loaded 36 scripts, each a request and a modulepreload link appended at run time (about
        // 4 ms each on a phone), mostly Gestalt parts of a few hundred bytes; now 18, the same bytes.
        // 2.5 kB since issue 19: at 10 kB the small chunks the advertiser pages share with other pages
        // (form helpers, Gestalt parts) had nowhere to go but the first script (+3 kB gzip, over the budget).
        experimentalMinChunkSize: 2_500,
        // The first script lists every lazy chunk's file (Vite's preload map), so each name costs the
        // budget: a chunk is named by its first 8 characters (enough to tell it in a network panel)
        // and a hash of 7 (the least Rollup allows for this many chunks; hashes do not compress).
        chunkFileNames: (chunk: { name: string }) => `assets/${chunk.name.slice(0, 8)}-[hash:7].js`,
        // Libraries in chunks of their own, loaded with the entry (modulepreload): they change
        // less often than the app (better cached across releases), and no chunk passes Vite's
        // 500 kB warning. Gestalt stays with the code that uses each part of it.
        manualChunks(id: string) {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/[\\/]node_modules[\\/](relay-runtime|react-relay|found|found-relay|farce)[\\/]/.test(id)) return 'relay-router';
          // Small modules many lazy pages share (the log-in redirect, money formatting, the ad routes'
          // props, the page title): left to Rollup, the min-size merge above moved their shared chunk
          // into the first script (+0.6 kB gzip in issue 20); kept together, they load with the pages.
          if (/[\\/]client[\\/](account[\\/]loginRedirect|ad[\\/]money|ad[\\/]adChunks|shell[\\/]useDocumentTitle)\.ts$/.test(id)) return 'page-kit';
          return undefined;
        },
      },
    },
  },
  // The server-rendering build (client/ssr/entry-server.tsx → dist-ssr/) carries its libraries
  // with it: several (found, farce, found-relay) are CommonJS with directory imports that Node's
  // ESM loader does not resolve.
  ssr: { noExternal: true },
  // React's production build on the server too (Node would otherwise pick its development build by
  // NODE_ENV at run time: slower, and it logs development warnings).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
}));
