import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (server/main.ts) listens on 3000 by default; in dev, Vite serves the client
// and forwards everything the server owns.
const apiTarget = process.env.CORKBOARD_API ?? 'http://127.0.0.1:3000';
const proxied = ['/graphql', '/v3', '/images', '/healthz', '/metrics'];

export default defineConfig({
  root: 'client',
  // `graphql` tags compile to imports of the artifacts in client/**/__generated__
  // (babel-plugin-relay reads relay.config.json).
  plugins: [react({ babel: { plugins: ['relay'] } })],
  build: {
    outDir: process.env.CLIENT_DIST_DIR ?? '../dist',
    emptyOutDir: true,
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
});
