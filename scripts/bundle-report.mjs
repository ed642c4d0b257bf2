// Prints each measured route's initial JavaScript (gzip) against the budgets of the
// architecture guide. It measures; it does not fail the build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Budgets in KB of gzip; routes without one are listed for information. */
const ROUTES = [
  { name: 'landing /', module: 'src/app/routes/landing.tsx', budget: 120 },
  { name: 'login /login', module: 'src/app/routes/login.tsx' },
  { name: 'signup /signup', module: 'src/app/routes/signup.tsx' },
  { name: 'dashboard /dashboard', module: 'src/app/routes/dashboard.tsx' },
];

/**
 * Pages built as their own entries; the portal's budget counts its lazy chunks too (all it loads
 * until idle), except `onDemand` ones: loaded only when the client opens that kind of stage (the
 * agreement signing flow, whose pdf.js and drawing pad load later still, at their steps; the
 * payment stage), and measured on their own line.
 */
const PAGES = [
  {
    name: 'client portal /c/:token',
    html: 'portal.html',
    budget: 100,
    onDemand: [
      { name: 'agreement signing', module: 'src/features/portal/components/agreement/agreement-stage.tsx' },
      { name: 'payment stage', module: 'src/features/portal/components/payment/payment-stage.tsx' },
    ],
  },
];

/**
 * A chunk and everything it imports statically (what loads before the page can render); `lazy`
 * adds dynamic imports, except those in `skip`.
 */
function closure(key, seen = new Set(), lazy = false, skip = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen, lazy, skip);
  if (lazy) for (const dep of manifest[key].dynamicImports ?? []) if (!skip.has(dep)) closure(dep, seen, lazy, skip);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const entry = 'index.html';
const base = closure(entry);

console.log('Initial JavaScript per route (gzip):');
for (const route of ROUTES) {
  const chunks = closure(route.module, new Set(base));
  const kb = [...chunks].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  const verdict = route.budget ? (kb <= route.budget ? `within ${route.budget} KB` : `OVER ${route.budget} KB`) : '';
  console.log(`  ${route.name.padEnd(24)} ${kb.toFixed(1).padStart(7)} KB  ${verdict}`);
}

const ownerOnly = new Set([...closure(entry, new Set(), true)]);
console.log('JavaScript per page entry, lazy chunks included (gzip):');
for (const page of PAGES) {
  if (!manifest[page.html]) {
    console.log(`  ${page.name.padEnd(24)}  missing from the build`);
    continue;
  }
  const onDemand = page.onDemand ?? [];
  const chunks = closure(page.html, new Set(), true, new Set(onDemand.map((d) => d.module)));
  const kb = [...chunks].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  const verdict = kb <= page.budget ? `within ${page.budget} KB` : `OVER ${page.budget} KB`;
  // Chunks the owner app also loads (React and the bundler runtime are expected; nothing else should be).
  const shared = [...chunks].filter((k) => k !== page.html && ownerOnly.has(k)).map((k) => manifest[k].name ?? k);
  console.log(`  ${page.name.padEnd(24)} ${kb.toFixed(1).padStart(7)} KB  ${verdict}`);
  console.log(`    shared with the owner app: ${shared.join(', ') || 'nothing'}`);
  for (const part of onDemand) {
    if (!manifest[part.module]) {
      console.log(`    on demand, ${part.name}: missing from the build`);
      continue;
    }
    // What it adds to the page: its static closure first (loads as the stage opens), then its own lazy chunks.
    const first = [...closure(part.module)].filter((k) => !chunks.has(k));
    // Another on-demand part is reached through the page's entry, not loaded by this one.
    const others = new Set(onDemand.filter((o) => o !== part).map((o) => o.module));
    const later = [...closure(part.module, new Set(), true, others)].filter(
      (k) => !chunks.has(k) && !first.includes(k),
    );
    const sum = (keys) => keys.reduce((s, key) => s + gzipKb(manifest[key].file), 0);
    const workers = later.flatMap((k) => manifest[k].assets ?? []).filter((f) => /\.js$/.test(f));
    const workerKb = workers.reduce((s, f) => s + gzipKb(f), 0);
    console.log(
      `    on demand, ${part.name}: ${sum(first).toFixed(1)} KB as it opens, ${sum(later).toFixed(1)} KB more at its steps` +
        (workers.length ? `, worker ${workerKb.toFixed(1)} KB` : ''),
    );
  }
}

// The testimonial widget's embed script (vite.embed.config.ts): customers' sites load it whole.
const EMBED = { name: 'embed /embed/widget.js', file: 'embed/widget.js', budget: 10 };
console.log('Embed script (gzip):');
if (existsSync(path.join(dist, EMBED.file))) {
  const kb = gzipKb(EMBED.file);
  const verdict = kb <= EMBED.budget ? `within ${EMBED.budget} KB` : `OVER ${EMBED.budget} KB`;
  console.log(`  ${EMBED.name.padEnd(24)} ${kb.toFixed(1).padStart(7)} KB  ${verdict}`);
} else {
  console.log(`  ${EMBED.name.padEnd(24)}  missing from the build`);
}
