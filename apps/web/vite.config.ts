import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
const ENTRY_SHARED_NAMES = ['rolldown-runtime', 'react', 'jsx-runtime', 'api-client', 'core-copy'];
const ENTRY_SHARED = new RegExp(`assets/(${ENTRY_SHARED_NAMES.join('|')})-[\\w-]+\\.js$`);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel=modulepreload>; skip the polyfill.
    modulePreload: {
      polyfill: false,
      // The entry loads these itself (React, the bundler runtime, the API client, core copy); listing
      // them again for every route only grows the preload map in the entry (the landing budget).
      resolveDependencies: (_file, deps) => deps.filter((d) => !ENTRY_SHARED.test(d)),
    },
    // Read by scripts/bundle-report.mjs to measure each route's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        // The entry holds a preload map naming every route's chunks; hash-only names keep it short
        // as routes are added (the landing budget). The chunks the entry loads keep their names.
        chunkFileNames: (chunk) =>
          ENTRY_SHARED_NAMES.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          // Tiny copy-and-rule modules nearly every page needs: one chunk, not a handful of 200-byte ones.
          groups: [
            { name: 'core-copy', test: /packages[\\/]core[\\/]src[\\/](messages|billing[\\/](status|plans))\.ts$/ },
            // zod and core's text() rule always load together (every schema is built with text()).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|packages[\\/]core[\\/]src[\\/]text\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
});
