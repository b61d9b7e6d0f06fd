import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `file.br` and `file.gz` next to every built text file of 1 KB or more (not source maps):
 * the server sends them to browsers that accept them (@fastify/static `preCompressed`), so nothing
 * is compressed per request (docs/performance.md "Web").
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'oc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`))
          continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}

// The server (apps/server) serves the built app from apps/web/dist and the API under /api.
// In development the Vite dev server forwards /api to the API server on port 3000.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench/web-bundle.mjs reads what each route loads from the manifest.
    manifest: true,
    // Screens are split with React.lazy (src/app/router.tsx); the entry holds React, Mantine's core
    // and the login's shared pieces; the router and TanStack Query are a chunk of their own
    // (src/app/Boot.tsx: a page opened at /login does not load them).
    chunkSizeWarningLimit: 600,
    // Everything the entry imports statically goes into the entry file itself ('$initial': React,
    // Mantine's provider, Box, Text, Stack, Loader, …), instead of the eleven small shared chunks
    // the automatic splitting made of it: one request and one gzip stream for what every page
    // loads before its first paint (docs/performance.md "Web").
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
});
