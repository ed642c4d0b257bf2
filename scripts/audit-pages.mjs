// `npm run audit:pages`: Lighthouse (mobile profile, Debian's Chromium) over the pages a stranger
// opens: the landing, /login, /signup, a client portal, the wall of love and the embed page. It
// builds what is stale, starts the built server on a fresh data folder, seeds an owner with a
// client, an approved testimonial, the wall and a widget through the API, then prints each page's
// four scores and every audit that did not pass. Not part of `npm test`: it takes minutes, and the
// performance score depends on how busy the machine is (the other three do not).
// Options: --only=landing,login (page names below), --save=DIR (each page's full report as
// DIR/{name}.json, to open in https://googlechrome.github.io/lighthouse/viewer/), --keep (leave the
// server's data folder).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerIfStale, serverEntry } from './build-server.mjs';
import { findChromium } from './find-chromium.mjs';
import { buildWebIfStale, root } from './lib.mjs';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const chromium = findChromium();

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

await buildWebIfStale();
await buildServerIfStale();

const port = await freePort();
// localhost: a secure context to the browser, as a real https site would be.
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bloom-audit-'));
// Links follow the request's host (no PUBLIC_URL), as on a first run.
const { PUBLIC_URL: _unused, ...inherited } = process.env;
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...inherited,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    BILLING_PROVIDER: 'none',
    PAYMENTS_PROVIDER: 'none',
    RATE_LIMIT_SCALE: '20',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  if (!args.includes('--keep')) rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  await waitForHealth();
  const seeded = await seed();
  const pages = [
    { name: 'landing', path: '/', indexable: true },
    { name: 'login', path: '/login', indexable: true },
    { name: 'signup', path: '/signup', indexable: true },
    { name: 'portal', path: `/c/${seeded.shareToken}`, indexable: false },
    { name: 'wall', path: `/gallery/${seeded.workspaceId}`, indexable: true },
    { name: 'embed', path: `/embed/${seeded.widgetId}`, indexable: false },
  ].filter((p) => !only || only.includes(p.name));
  let clean = true;
  const saveTo = args.find((a) => a.startsWith('--save='))?.slice(7);
  if (saveTo) mkdirSync(saveTo, { recursive: true });
  for (const page of pages) {
    const lhr = await lighthouse(`${origin}${page.path}`);
    if (saveTo) writeFileSync(path.join(saveTo, `${page.name}.json`), JSON.stringify(lhr));
    clean = report(page, lhr) && clean;
  }
  console.log(
    clean ? '\nNo failed audit outside performance.' : '\nSome audits outside performance failed (marked !): fix them.',
  );
} finally {
  stop();
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** An owner, a client on the web design journey with one approved testimonial, the wall on, a widget. */
async function seed() {
  let cookie = '';
  const call = async (method, url, body) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: { cookie, origin, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (setCookies.length) cookie = setCookies.join('; ');
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const email = `audit.${Date.now()}@example.com`;
  await call('POST', '/api/auth/sign-up/email', { name: 'Robin Audit', email, password: 'Audit$Pages2026!' });
  const me = await call('GET', '/api/me');
  const { client } = await call('POST', '/api/clients', {
    projectName: 'Bakery website',
    clientName: 'Maya Chen',
    clientEmail: `maya.${Date.now()}@example.com`,
    templateId: 'builtin-web-design',
  });
  const token = client.shareToken;
  const { stages } = await call('GET', `/api/portal/${token}`);
  const stage = stages.find((s) => s.stepType === 'testimonial');
  await call('POST', `/api/portal/${token}/stages/${stage.id}/submit`, {
    answers: {
      rating: 5,
      testimonial: 'Robin rebuilt our website in three weeks and the online orders doubled in the first month.',
      client_title: 'Owner',
      client_company: 'Harbor Bakery',
      share_permission: true,
    },
  });
  const { testimonials } = await call('GET', '/api/testimonials?status=pending');
  for (const t of testimonials) await call('POST', `/api/testimonials/${t.id}/approve`);
  await call('PATCH', '/api/publishing', { wallEnabled: true });
  const { widget } = await call('POST', '/api/widgets', {
    name: 'Homepage',
    settings: {
      layout: 'grid',
      theme: 'light',
      selection: { mode: 'all' },
      showRating: true,
      showDate: false,
      maxItems: 6,
    },
  });
  // A second client's portal, untouched: what a client sees on their first visit.
  const fresh = await call('POST', '/api/clients', {
    projectName: 'Law firm website',
    clientName: 'Jonas Berg',
    clientEmail: `jonas.${Date.now()}@example.com`,
    templateId: 'builtin-web-design',
  });
  return { shareToken: fresh.client.shareToken, workspaceId: me.workspace.id, widgetId: widget.id };
}

/**
 * One Lighthouse run (its CLI, mobile profile by default) as its JSON report; a run that failed to
 * record the page load (Chromium's trace sometimes misses it: NO_NAVSTART) is tried once more.
 */
async function lighthouse(url) {
  try {
    return await lighthouseOnce(url);
  } catch {
    return lighthouseOnce(url);
  }
}

function lighthouseOnce(url) {
  const bin = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const flags = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...flags], {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromium },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      resolve(JSON.parse(out));
    });
  });
}

/** Prints the scores and the audits that failed; answers whether everything outside performance passed. */
function report(page, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score);
  console.log(
    `\n${page.name.padEnd(8)} ${page.path}\n  performance ${scores[0]}  accessibility ${scores[1]}  best practices ${scores[2]}  SEO ${scores[3]}`,
  );
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .map((id) => `${lhr.audits[id]?.title} ${lhr.audits[id]?.displayValue ?? '-'}`)
    .join(' · ');
  console.log(`  ${metrics}`);
  let clean = true;
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode)) continue;
      // A page that must stay out of search results fails "is-crawlable" on purpose.
      const expected = ref.id === 'is-crawlable' && !page.indexable;
      const blocking = category !== 'performance' && !expected;
      if (blocking) clean = false;
      const mark = expected ? '~' : blocking ? '!' : '-';
      console.log(`  ${mark} [${category}] ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
      for (const item of (audit.details?.items ?? []).slice(0, 3)) {
        const detail = item.subItems?.items?.[0];
        const what =
          item.description ??
          item.url ??
          item.source?.url ??
          item.node?.snippet ??
          item.node?.nodeLabel ??
          (item.issueType && `${item.issueType}: ${detail?.url ?? ''}`);
        if (what) console.log(`      ${String(what).slice(0, 160)}`);
      }
    }
  }
  return clean;
}
