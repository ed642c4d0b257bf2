// Experiment: rps, server CPU µs/req and PostgreSQL backends' CPU µs/req per path.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { createPgDatabase, dropPgDatabase, signUpOwner, stop, waitFor } from './bench-lib.mjs';
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = await createPgDatabase(admin);
const base = 'http://127.0.0.1:3932';
const env = { ...process.env, PORT: '3932', DATA_DIR: mkdtempSync('/tmp/sc-'), BILLING_PROVIDER: 'test', RATE_LIMIT_SCALE: '1000', DATABASE_URL: url };
const child = spawn(process.execPath, ['apps/server/dist/index.js'], { cwd: process.cwd(), env, stdio: 'ignore' });
const bare = spawn(process.execPath, ['scripts/bench-bare.mjs'], { cwd: process.cwd(), env: { ...process.env, BARE_PORT: '3933', BARE_DATABASE_URL: url }, stdio: 'ignore' });
await waitFor(`${base}/api/health`, child);
const { cookie } = await signUpOwner(base, 'sc');
const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json();
await waitFor('http://127.0.0.1:3933/bare', bare).catch(() => {});
const { journeys } = await (await fetch(`${base}/api/journeys`, { headers: { cookie } })).json();
const admin2 = new pg.Client({ connectionString: admin }); await admin2.connect();
const ticks = (pid) => { try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 1e4; } catch { return 0; } };
const dbName = new URL(url).pathname.slice(1);
const backends = async () => (await admin2.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [dbName])).rows.map((r) => r.pid);
const paths = (process.argv[2] ?? '/api/health,/api/me,/api/journeys/J,/api/dashboard').split(',').map((p) => p.replace('J', journeys[0].id));
for (const p of paths) {
  const u = p.startsWith('http') ? p : base + p;
  const pid = u.includes(':3933') ? bare.pid : child.pid;
  await autocannon({ url: u, headers: { cookie }, connections: 10, duration: 1 });
  const pids = await backends();
  const s0 = ticks(pid); const d0 = pids.reduce((a, x) => a + ticks(x), 0);
  const r = await autocannon({ url: u, headers: { cookie }, connections: 10, duration: Number(process.env.SECS ?? 5) });
  const s1 = ticks(pid); const d1 = pids.reduce((a, x) => a + ticks(x), 0);
  console.log(`${p.padEnd(60)} ${r.requests.average.toFixed(0).padStart(6)} rps  app ${((s1 - s0) / r.requests.total).toFixed(0).padStart(4)} µs  db ${((d1 - d0) / r.requests.total).toFixed(0).padStart(4)} µs  ${r.non2xx ? `non2xx ${r.non2xx}` : ''}`);
}
await admin2.end();
await stop(child); await stop(bare);
if (!process.env.KEEP) await dropPgDatabase(admin, url); else console.log(url);
