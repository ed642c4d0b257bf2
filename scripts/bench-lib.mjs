// What the benches (bench.mjs, bench-clients.mjs, bench-webhooks.mjs) share: a throwaway PostgreSQL
// database, a server started and stopped, and a subscribed owner to call it as.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { root } from './lib.mjs';

/** A new, empty database on the PostgreSQL server of `adminUrl`; its URL. */
export async function createPgDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `bloom_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPgDatabase(adminUrl, databaseUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

/** Resolves once `url` answers 2xx; fails when `child` exits first (with its `log`, if kept) or after `minutes`. */
export async function waitFor(url, child, minutes = 3) {
  // A fresh PGlite folder takes a while on a small machine (initdb, then migrations).
  for (let i = 0; i < minutes * 120; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited\n${child.log ?? ''}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${minutes} minutes\n${child.log ?? ''}`);
}

/** SIGTERM, then waits for the exit; nothing when the process is gone already. */
export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The server from its sources (tsx) on `base`'s port, on test billing so a bench owner can
 * subscribe, with `env` over this process's; its errors show. Resolves once it answers.
 */
export async function startSourceServer(base, dataDir, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: new URL(base).port,
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      BILLING_PROVIDER: 'test',
      ...env,
    },
  });
  try {
    await waitFor(`${base}/api/health`, child, 2);
  } catch (err) {
    await stop(child);
    throw err;
  }
  return child;
}

/**
 * A new owner on the server at `base`, subscribed through a test-mode checkout (owner routes are
 * behind the subscription gate): its session cookie and the headers of a JSON write.
 */
export async function signUpOwner(base, label) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: 'Bench Owner',
      email: `bench.${label}.${Date.now()}@example.com`,
      password: 'Sunflower#2026',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const checkout = await fetch(`${base}/api/billing/checkout`, { method: 'POST', headers, body: '{"plan":"start"}' });
  if (!checkout.ok) throw new Error(`checkout failed: ${checkout.status}`);
  const { sessionId } = await checkout.json();
  await fetch(`${base}/api/billing/test/checkout/${sessionId}/complete`, { method: 'POST', headers, body: '{}' });
  return { cookie, headers };
}
