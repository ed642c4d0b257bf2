// Prints each measured route's initial JavaScript (gzip) against the budgets of the
// architecture guide. It measures; it does not fail the build.
import { readFileSync } from 'node:fs';
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

/** A chunk and everything it imports statically (what loads before the page can render). */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const base = closure(entry);

console.log('Initial JavaScript per route (gzip):');
for (const route of ROUTES) {
  const chunks = closure(route.module, new Set(base));
  const kb = [...chunks].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  const verdict = route.budget ? (kb <= route.budget ? `within ${route.budget} KB` : `OVER ${route.budget} KB`) : '';
  console.log(`  ${route.name.padEnd(24)} ${kb.toFixed(1).padStart(7)} KB  ${verdict}`);
}
