import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (apps/server) serves the built app from apps/web/dist and the API under /api.
// In development the Vite dev server forwards /api to the API server on port 3000.
export default defineConfig({
  plugins: [react()],
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
    // Screens are split with React.lazy (src/app/router.tsx); the entry holds React, the router,
    // TanStack Query, Mantine and the login screen's shared pieces.
    chunkSizeWarningLimit: 600,
  },
});
