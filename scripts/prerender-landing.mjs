// After `vite build`: renders the landing for each message variant and plan into
// apps/web/dist/landing/{variant}-{plan}.html, so the first response already holds the variant's
// headline and text (search engines, first paint). The server picks the file by ?m= / cookie and
// ?plan= / host / cookie; main.tsx keeps the markup on screen until the page's code replaces it
// with the same first render (docs/decisions/018).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const bundle = path.join(tmpdir(), `bloom-prerender-${process.pid}.mjs`);

const { build } = await import('esbuild');
await build({
  entryPoints: [path.join(root, 'apps/web/src/features/landing/prerender.tsx')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  define: {
    'process.env.NODE_ENV': '"production"',
    'import.meta.env': JSON.stringify({ DEV: false, PROD: true, MODE: 'production', BASE_URL: '/' }),
  },
  // React's server renderer is CommonJS and requires Node's built-ins.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});

// The few browser globals the landing reads while rendering: the address and the cookies.
const page = { location: new URL('http://localhost/') };
globalThis.window = page;
globalThis.document = { cookie: '', getElementById: () => null };
const setLocation = (url) => {
  page.location = new URL(url, 'http://localhost');
};

try {
  const { renderLandingPages } = await import(pathToFileURL(bundle).href);
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const out = path.join(dist, 'landing');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out);
  for (const { variant, plan, html, copy } of renderLandingPages(setLocation)) {
    // `<` escaped, so no text in the copy can close the script element.
    const json = JSON.stringify({ variant, copy }).replace(/</g, '\\u003c');
    const body = `<script type="application/json" id="landing-copy">${json}</script>\n    <div id="root">${html}</div>`;
    writeFileSync(path.join(out, `${variant}-${plan}.html`), template.replace('<div id="root"></div>', body));
  }
  console.log('Pre-rendered the landing: 4 variants × 4 plans in dist/landing/');
} finally {
  rmSync(bundle, { force: true });
}
