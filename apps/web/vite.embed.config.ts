import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The testimonial widget's embed script, dist/embed/widget.js: customers' sites load it by that
 * fixed address, so it is one classic script (IIFE), not hashed, with no React and no shared chunk
 * (budget 10 KB gzip, scripts/bundle-report.mjs). Runs after the main build (`npm run build`),
 * into the same dist without emptying it. The server serves it at /embed/widget.js.
 */

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  build: {
    outDir: 'dist/embed',
    emptyOutDir: false,
    sourcemap: false,
    // Customers' visitors: browsers of the last few years, not only the owner's.
    target: 'es2020',
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('src/embed/widget.ts', import.meta.url)),
      formats: ['iife'],
      name: 'BloomWidget',
      fileName: () => 'widget.js',
    },
  },
});
