// After `vite build`: renders the landing for each message variant and plan into
// apps/web/dist/landing/{variant}-{plan}.html, so the first response already holds the variant's
// headline and text (search engines, first paint). The server picks the file by ?m= / cookie and
// ?plan= / host / cookie; main.tsx keeps the markup on screen until the page's code replaces it
// with the same first render (docs/decisions/018). /login and /signup are pre-rendered the same
// way into apps/web/dist/pages/{login,signup}.html (signed out; the server serves them at their paths).
// `node scripts/prerender-landing.mjs [distDir]`: distDir (default apps/web/dist) holds the built
// index.html and receives landing/. The process ends as soon as the files are written: nothing
// the render started may outlive it (scripts/prerender-landing.test.mjs).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const bundleDir = path.join(tmpdir(), `bloom-prerender-${process.pid}`);

const { build } = await import('esbuild');
await build({
  // The landing, and /login and /signup (their forms, signed out): the pages a stranger opens first.
  entryPoints: {
    landing: path.join(root, 'apps/web/src/features/landing/prerender.tsx'),
    auth: path.join(root, 'apps/web/src/app/prerender-auth-pages.tsx'),
  },
  outdir: bundleDir,
  outExtension: { '.js': '.mjs' },
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

// The few browser globals the landing reads while rendering: the address and the cookies. They
// go again once the pages are rendered, so no library takes the rest of the process for a browser.
const page = { location: new URL('http://localhost/') };
globalThis.window = page;
globalThis.document = { cookie: '', getElementById: () => null };
const setLocation = (url) => {
  page.location = new URL(url, 'http://localhost');
};

try {
  const { renderLandingPages } = await import(pathToFileURL(path.join(bundleDir, 'landing.mjs')).href);
  const { renderAuthPages } = await import(pathToFileURL(path.join(bundleDir, 'auth.mjs')).href);
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
  const pagesOut = path.join(dist, 'pages');
  rmSync(pagesOut, { recursive: true, force: true });
  mkdirSync(pagesOut);
  for (const { name, html, title, description } of renderAuthPages(setLocation)) {
    const page = withHead(template, title, description).replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div>`,
    );
    writeFileSync(path.join(pagesOut, `${name}.html`), page);
  }
  console.log('Pre-rendered the landing: 4 variants × 4 plans in dist/landing/; /login and /signup in dist/pages/');
} finally {
  delete globalThis.window;
  delete globalThis.document;
  rmSync(bundleDir, { recursive: true, force: true });
}

/** The template's title and descriptions (plain, Open Graph, Twitter) replaced by the page's own. */
function withHead(html, title, description) {
  const attr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${attr(title)}</title>`)
    .replace(/(<meta\s+(?:property="og:title"|name="twitter:title")\s+content=")[^"]*(")/g, `$1${attr(title)}$2`)
    .replace(
      /(<meta\s+(?:name="description"|property="og:description"|name="twitter:description")\s+content=")[^"]*(")/g,
      `$1${attr(description)}$2`,
    );
}
