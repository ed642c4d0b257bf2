import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://localhost:3000';
const ENTRY_SHARED_NAMES = ['rolldown-runtime', 'react', 'jsx-runtime', 'query', 'api-client', 'core-copy'];
/** TanStack Query's modules only some pages use; the rest loads with the entry (the 'query' chunk). */
const LAZY_QUERY_MODULES =
  /(mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js$/;
const ENTRY_SHARED = new RegExp(`assets/(${ENTRY_SHARED_NAMES.join('|')})-[\\w-]+\\.js$`);

/** /c/{token} is the client portal's own page (in production the server does the same: static-files.ts). */
const portalRewrite: Connect.NextHandleFunction = (req, _res, next) => {
  if (req.url && /^\/c\/[^/?#]+\/?(?:[?#]|$)/.test(req.url)) req.url = '/portal.html';
  next();
};
const portalPage: Plugin = {
  name: 'bloom-portal-page',
  configureServer: (server) => void server.middlewares.use(portalRewrite),
  configurePreviewServer: (server) => void server.middlewares.use(portalRewrite),
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The .br/.gz twins are written after the build (scripts/precompress-web.mjs).
  plugins: [react(), tailwindcss(), portalPage],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // No gzip size per chunk in the log: slow with a few hundred chunks; scripts/bundle-report.mjs measures.
    reportCompressedSize: false,
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
      // Two pages: the owner app, and the client portal (/c/:token), which shares nothing of the
      // owner app but React (its JavaScript budget is 100 KB).
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        portal: fileURLToPath(new URL('portal.html', import.meta.url)),
      },
      output: {
        // The entry holds a preload map naming every route's chunks; hash-only names keep it short
        // as routes are added (the landing budget). The chunks the entry loads keep their names.
        chunkFileNames: (chunk) =>
          ENTRY_SHARED_NAMES.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // React, React DOM and its scheduler: both pages (owner app, client portal) load them; one
            // chunk under a stable name (the entry's preload filter above relies on it).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Tiny copy-and-rule modules nearly every page needs: one chunk, not a handful of 200-byte ones.
            { name: 'core-copy', test: /packages[\\/]core[\\/]src[\\/](messages|billing[\\/](status|plans))\.ts$/ },
            // TanStack Query's core, which every owner page starts with, as one chunk: left to itself the
            // bundler splits it in two beside the entry, which costs the landing a kilobyte of its budget.
            {
              name: 'query',
              test: (id: string) => /node_modules[\\/]@tanstack[\\/]/.test(id) && !LAZY_QUERY_MODULES.test(id),
            },
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
