// `npm run bench`: starts the server on a fresh embedded database (or uses BENCH_URL), signs up
// an owner, and loads each measured route with autocannon beside the bare one-query route
// /api/health, so the ratios mean something on a noisy machine. Only loopback is targeted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const port = 3900;
let base = process.env.BENCH_URL;
let server;
let dataDir;

if (!base) {
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'bloom-bench-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, NODE_ENV: 'production' },
  });
  await waitForHealth();
}

try {
  const cookie = await signUp();
  const targets = [
    { name: 'GET /api/health (one query, baseline)', path: '/api/health' },
    { name: 'GET /api/me (session + workspace)', path: '/api/me', headers: { cookie } },
    { name: 'GET /api/billing/subscription (gate)', path: '/api/billing/subscription', headers: { cookie } },
    { name: 'GET /api/journeys (10 built-ins + steps)', path: '/api/journeys', headers: { cookie } },
  ];
  const results = [];
  for (const t of targets) {
    const r = await autocannon({ url: base + t.path, headers: t.headers, connections: 10, duration: DURATION });
    if (r.non2xx > 0) throw new Error(`${t.path}: ${r.non2xx} non-2xx answers`);
    results.push({ ...t, rps: r.requests.average, p99: r.latency.p99 });
  }
  const baseline = results[0].rps;
  console.log(`\n${'route'.padEnd(42)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)}  vs baseline`);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(42)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p99).padStart(8)}  ${(r.rps / baseline).toFixed(2)}x`,
    );
  }
} finally {
  server?.kill('SIGTERM');
  if (dataDir) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function signUp() {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench Owner', email: `bench.${Date.now()}@example.com`, password: 'Sunflower#2026' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // Owner routes are behind the subscription gate: finish a test-mode checkout first.
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const checkout = await fetch(`${base}/api/billing/checkout`, { method: 'POST', headers, body: '{"plan":"start"}' });
  if (!checkout.ok) throw new Error(`checkout failed: ${checkout.status} (is BILLING_PROVIDER=test?)`);
  const { sessionId } = await checkout.json();
  await fetch(`${base}/api/billing/test/checkout/${sessionId}/complete`, { method: 'POST', headers, body: '{}' });
  return cookie;
}
