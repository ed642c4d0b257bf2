// `npm run bench`: loads the main API routes with autocannon and prints each one against three
// baselines measured in the same run: GET /api/health (one query through the whole middleware
// stack), a bare Hono route with one primary-key query in a separate minimal process
// (scripts/bench-bare.mjs) on the same database, and that process answering a stored JSON text of
// the route's own answer size. Each target is printed met or MISSED. What was measured:
// docs/decisions/010.
//
//   npm run bench              embedded PGlite (a fresh data folder), then PostgreSQL if
//                              BENCH_DATABASE_URL is set (a fresh database created on that server)
//   npm run bench -- --pg      PostgreSQL only (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//   npm run bench -- --pglite  PGlite only
//   npm run bench -- --tsx     run the server through tsx instead of the compiled bundle
//
// BENCH_SECONDS (default 3) per round, BENCH_ROUNDS (default 3, the median is kept). Only
// loopback is targeted; the servers and the new database are removed afterwards.
// BENCH_SERVER_ARGS adds Node flags to the server, e.g. to profile it under the same load:
//   BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/bench-prof" npm run bench -- --pg
// BENCH_ONLY (route keys: me, list, journey, dashboard, portal, widget, wall, v1) loads only those
// routes besides the two baselines; a partial run prints its own targets only.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createPgDatabase, dropPgDatabase, signUpOwner, stop, waitFor } from './bench-lib.mjs';
import { buildServerIfStale, serverEntry } from './build-server.mjs';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const useTsx = args.includes('--tsx');
const pgAdminUrl =
  process.env.BENCH_DATABASE_URL ?? (args.includes('--pg') ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined);
const databases = [
  ...(args.includes('--pg') ? [] : ['PGlite']),
  ...(pgAdminUrl && !args.includes('--pglite') ? ['PostgreSQL'] : []),
];
const port = Number(process.env.BENCH_PORT ?? 3900);
const barePort = port + 1;
// Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second.
const CLOCK_TICKS = 100;
const base = `http://127.0.0.1:${port}`;
const bareBase = `http://127.0.0.1:${barePort}`;

if (!useTsx) await buildServerIfStale();
const serverArgs = [
  ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean),
  ...(useTsx
    ? ['--import', 'tsx', 'apps/server/src/index.ts']
    : ['--enable-source-maps', path.relative(root, serverEntry)]),
];

const summary = [];
for (const database of databases) {
  summary.push(await benchDatabase(database));
}
if (summary.length > 1) {
  console.log('\nSummary');
  for (const line of summary) console.log(`  ${line}`);
}

async function benchDatabase(database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bloom-bench-'));
  const databaseUrl = database === 'PostgreSQL' ? await createPgDatabase(pgAdminUrl) : undefined;
  const processes = [];
  try {
    console.log(`\n${database}: starting the server (${useTsx ? 'tsx' : 'compiled bundle'})…`);
    let server = await startServer(dataDir, databaseUrl);
    processes.push(server);
    const owner = await signUp();
    let bareEnv = { BARE_DATABASE_URL: databaseUrl };
    if (!databaseUrl) {
      // PGlite is one process per data folder: the bare route reads a copy taken while the server is stopped.
      await stop(server);
      cpSync(path.join(dataDir, 'pglite'), path.join(dataDir, 'bare-pglite'), { recursive: true });
      bareEnv = { BARE_PGLITE_DIR: path.join(dataDir, 'bare-pglite') };
      server = await startServer(dataDir, databaseUrl);
      processes.push(server);
    }
    const bareProcess = await startBare({ ...bareEnv, BARE_USER_ID: owner.userId });
    processes.push(bareProcess);

    const auth = { cookie: owner.cookie };
    const targets = [
      { key: 'bare', name: 'bare Hono + one PK query (own process)', url: `${bareBase}/bare` },
      { key: 'health', name: 'GET /api/health (SELECT 1, all middleware)', url: `${base}/api/health` },
      { key: 'me', name: 'GET /api/me (session, workspace, profile)', url: `${base}/api/me`, headers: auth },
      { name: 'GET /api/billing/subscription (gate)', url: `${base}/api/billing/subscription`, headers: auth },
      {
        key: 'list',
        name: `GET /api/journeys (${owner.journeyCount} summaries)`,
        url: `${base}/api/journeys`,
        headers: auth,
      },
      {
        key: 'journey',
        name: 'GET /api/journeys/:id (one, all stages)',
        url: `${base}/api/journeys/${owner.journeyId}`,
        headers: auth,
      },
      { key: 'dashboard', name: 'GET /api/dashboard', url: `${base}/api/dashboard`, headers: auth },
      // Anonymous, like a client: the whole portal page (stages, answers, deliverables) in one request.
      {
        key: 'portal',
        name: `GET /api/portal/:token (${owner.portal})`,
        url: `${base}/api/portal/${owner.shareToken}`,
      },
      {
        key: 'portal',
        name: 'GET /api/portal/:token (the same, a second contact)',
        url: `${base}/api/portal/${owner.contactToken}`,
      },
      // Anonymous, like a visitor of the owner's site: the widget's JSON and the wall (issue 21), from memory.
      {
        key: 'widget',
        name: `GET /api/public/widgets/:id (${owner.publishedCount} quotes)`,
        url: `${base}/api/public/widgets/${owner.widgetId}`,
      },
      {
        key: 'wall',
        name: `GET /gallery/:workspaceId (wall, ${owner.publishedCount})`,
        url: `${base}${owner.wallPath}`,
      },
      // An integration with a read key (issue 22): a full page of the public API's client list.
      {
        key: 'v1',
        name: `GET /api/v1/clients (read key, ${owner.v1PageSize} of ${owner.v1ClientCount})`,
        url: `${base}/api/v1/clients?limit=${owner.v1PageSize}`,
        headers: { authorization: `Bearer ${owner.readKey}` },
      },
    ];
    // BENCH_ONLY=wall,widget keeps those routes (and the two baselines), e.g. to profile them alone.
    const only = process.env.BENCH_ONLY?.split(',');
    if (only) {
      targets.splice(0, targets.length, ...targets.filter((t) => ['bare', 'health', ...only].includes(t.key)));
    }
    // The answer's size: a bigger one costs the server and the load generator, which share the
    // machine, so each route is also compared with the bare route answering a stored JSON text
    // of its size (two significant figures: 8,132 and 8,133 bytes share the 8,100-byte floor).
    for (const t of targets) t.bytes = (await (await fetch(t.url, { headers: t.headers })).arrayBuffer()).byteLength;
    const sameSize = new Map();
    for (const t of targets) {
      const size = Number(t.bytes.toPrecision(2));
      if (!sameSize.has(size)) {
        sameSize.set(size, {
          key: 'same-size',
          name: `bare: stored JSON of ${size} bytes`,
          url: `${bareBase}/json/${size}`,
        });
      }
      t.sameSize = sameSize.get(size);
    }
    const all = [...targets, ...sameSize.values()];
    // Whose CPU a route costs: the app's process, or the bare one for the floors.
    for (const t of all) t.pid = t.url.startsWith(bareBase) ? bareProcess.pid : server.pid;
    // Warm-up, not measured: the first requests compile code paths and fill caches.
    for (const t of all) await load(t, 1);
    for (const t of sameSize.values()) t.bytes = (await (await fetch(t.url)).arrayBuffer()).byteLength;
    const samples = new Map(all.map((t) => [t, []]));
    const sizeRatios = new Map(targets.map((t) => [t, []]));
    // Interleaved rounds, so a noisy neighbour hurts every route alike; the median is kept. Each
    // route's same-size floor is loaded right after it and their ratio kept per round: on a shared
    // machine the load moves within seconds, and a pair measured together sees the same load.
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) {
        const own = await load(t, DURATION);
        const floor = await load(t.sameSize, DURATION);
        samples.get(t).push(own);
        samples.get(t.sameSize).push(floor);
        sizeRatios.get(t).push(own.rps / floor.rps);
      }
    }
    for (const t of targets) t.sizeRatio = middle(sizeRatios.get(t));
    for (const t of all) Object.assign(t, median(samples.get(t)));
    /** The median over rounds of `t`'s rate against `of`'s in the same round. */
    const roundRatio = (t, of) => middle(samples.get(t).map((sample, i) => sample.rps / samples.get(of)[i].rps));
    const one = (key) => targets.find((t) => t.key === key);
    const bare = one('bare');
    const health = one('health');
    // The targets (docs/decisions/010-measured-speed.md): what the stack costs, each route against
    // the floor of its own answer's size, and every route of the app under 50 ms p99.
    const ratioTargets = {
      health: { min: 0.7, of: bare, label: 'bare' },
      me: { min: 0.35, of: bare, label: 'bare' },
      list: { min: 0.3, of: health, label: 'health' },
      journey: { min: 0.5, label: 'same size' },
      dashboard: { min: 0.5, label: 'same size' },
      portal: { min: 0.5, label: 'same size' },
      v1: { min: 0.5, label: 'same size' },
      widget: { min: 0.8, label: 'same size' },
      wall: { min: 0.8, label: 'same size' },
    };
    const P99_MAX_MS = 50;
    const results = [];
    console.log(
      `\n${database}, ${useTsx ? 'tsx' : 'compiled'} server, 10 connections, median of ${ROUNDS} × ${DURATION}s`,
    );
    console.log(
      `${'route'.padEnd(52)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'bytes'.padStart(6)} ${'cpu µs'.padStart(6)} ${'×health'.padStart(8)} ${'×bare'.padStart(6)} ${'×size'.padStart(6)}  targets`,
    );
    for (const r of targets) {
      const notes = [];
      const target = ratioTargets[r.key];
      if (target) {
        const ratio = target.of ? roundRatio(r, target.of) : r.sizeRatio;
        const met = ratio >= target.min;
        results.push({ route: r.name, target: `≥ ${target.min}× ${target.label}`, value: ratio.toFixed(2), met });
        notes.push(`≥ ${target.min}× ${target.label}: ${met ? 'met' : 'MISSED'}`);
      }
      if (r.key !== 'bare') {
        const met = r.p99 <= P99_MAX_MS;
        results.push({ route: r.name, target: `p99 ≤ ${P99_MAX_MS} ms`, value: `${r.p99} ms`, met });
        if (!met) notes.push(`p99 ≤ ${P99_MAX_MS} ms: MISSED`);
      }
      console.log(
        `${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.bytes).padStart(6)} ${r.cpu.toFixed(0).padStart(6)} ${(r.rps / health.rps).toFixed(2).padStart(8)} ${(r.rps / bare.rps).toFixed(2).padStart(6)} ${r.sizeRatio.toFixed(2).padStart(6)}  ${notes.join('; ')}`,
      );
    }
    console.log('same-size floors (the bare process, one query reading a stored JSON text):');
    for (const t of sameSize.values()) {
      console.log(
        `  ${t.name.padEnd(50)} ${t.rps.toFixed(0).padStart(7)} ${String(t.p99).padStart(7)} ${String(t.bytes).padStart(6)} ${t.cpu.toFixed(0).padStart(6)}`,
      );
    }
    const missed = results.filter((r) => !r.met);
    console.log(`${database}: ${results.length - missed.length} of ${results.length} targets met`);
    for (const m of missed) console.log(`  MISSED  ${m.route}: ${m.target} (${m.value})`);
    const ratio = (key) => {
      const t = one(key);
      if (!t) return '-';
      const target = ratioTargets[key];
      return (target.of ? roundRatio(t, target.of) : t.sizeRatio).toFixed(2);
    };
    return `${database}: ${results.length - missed.length}/${results.length} targets met; bare ${bare.rps.toFixed(0)} req/s, health ${ratio('health')}× bare, me ${ratio('me')}× bare, journeys list ${ratio('list')}× health; × same size: journey ${ratio('journey')}, dashboard ${ratio('dashboard')}, portal ${ratio('portal')}, v1 clients ${ratio('v1')}, widget ${ratio('widget')}, wall ${ratio('wall')}`;
  } finally {
    for (const p of processes.reverse()) await stop(p);
    if (databaseUrl) await dropPgDatabase(pgAdminUrl, databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function load(target, duration) {
  const cpuBefore = cpuMicros(target.pid);
  const r = await autocannon({ url: target.url, headers: target.headers, connections: 10, duration });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${target.url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99, cpu: (cpuMicros(target.pid) - cpuBefore) / r.requests.total };
}

/**
 * The CPU time a process has used (user + system, µs; Linux's /proc, else 0). Per request it
 * tells what a route costs the server whatever else the machine is doing, where req/s moves with
 * the load of a shared machine.
 */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

function median(samples) {
  return {
    rps: middle(samples.map((s) => s.rps)),
    p99: middle(samples.map((s) => s.p99)),
    cpu: middle(samples.map((s) => s.cpu)),
  };
}

/** The median (the upper one of an even count). */
function middle(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** The server as `npm start` runs it, on test billing so the bench owner can subscribe. */
async function startServer(dataDir, databaseUrl) {
  // The public widget and wall allow 600 requests a minute per address; the load comes from one.
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    BILLING_PROVIDER: 'test',
    RATE_LIMIT_SCALE: '1000',
  };
  delete env.DATABASE_URL;
  // Measured as production runs: no response checking (a shell running `npm run dev` may have it on).
  delete env.BLOOM_CHECK_RESPONSES;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawnLogged(serverArgs, env);
  await waitFor(`${base}/api/health`, child);
  return child;
}

async function startBare(bareEnv) {
  const env = { ...process.env, BARE_PORT: String(barePort) };
  for (const [k, v] of Object.entries(bareEnv)) if (v) env[k] = v;
  const child = spawnLogged(['scripts/bench-bare.mjs'], env);
  await waitFor(`${bareBase}/bare`, child);
  return child;
}

function spawnLogged(nodeArgs, env) {
  const child = spawn(process.execPath, nodeArgs, { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.log = '';
  child.stderr.on('data', (d) => {
    child.log += d;
  });
  return child;
}

async function signUp() {
  const { cookie, headers } = await signUpOwner(base, 'owner');
  const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json();
  const { journeys } = await (await fetch(`${base}/api/journeys`, { headers: { cookie } })).json();
  if (!me.user?.id || !journeys?.length) throw new Error('bench owner has no user id or no journeys');
  return {
    cookie,
    userId: me.user.id,
    journeyId: journeys[0].id,
    journeyCount: journeys.length,
    ...(await portalClient(headers)),
    ...(await publishedWidget(headers)),
    ...(await apiReader(headers)),
  };
}

/**
 * A read API key, and clients enough for a full page of 25 and a next cursor (issue 22). The key
 * allows 60 × RATE_LIMIT_SCALE (1000) requests a minute, above what one route's rounds send.
 */
async function apiReader(headers) {
  const post = async (url, body, status = 200) => {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== status) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const v1PageSize = 25;
  for (let i = 0; i < v1PageSize; i++) {
    await post(
      '/api/clients',
      {
        projectName: `Bench API ${i}`,
        clientName: `API Client ${i}`,
        clientEmail: `api.client.${i}@example.com`,
        templateId: 'builtin-web-design',
      },
      201,
    );
  }
  const { secret } = await post('/api/api-keys', { name: 'Bench reader', scope: 'read' }, 201);
  const page = await fetch(`${base}/api/v1/clients?limit=100`, { headers: { authorization: `Bearer ${secret}` } });
  if (!page.ok) throw new Error(`GET /api/v1/clients: ${page.status} ${await page.text()}`);
  const { data } = await page.json();
  if (data.length <= v1PageSize) throw new Error(`the bench owner has ${data.length} clients, not a full page`);
  return { readKey: secret, v1PageSize, v1ClientCount: data.length };
}

/** Six testimonials written in the portal and approved, a widget showing them, the wall on (issue 21). */
async function publishedWidget(headers) {
  const call = async (url, body, method = 'POST') => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const name = 'Bench testimonials';
  const created = await call('/api/journeys', { name });
  const stages = [{ stepType: 'testimonial', name: 'Share Your Experience', formConfig: [] }];
  const { journey } = await call(`/api/journeys/${created.journey.id}`, { name, stages }, 'PUT');
  for (let i = 0; i < 6; i++) {
    const { client } = await call('/api/clients', {
      projectName: `Bench ${i}`,
      clientName: `Client ${i}`,
      templateId: journey.id,
    });
    const answers = { rating: 5, testimonial: `Bench quote ${i}: clear, calm and on time.`, share_permission: true };
    await call(`/api/portal/${client.shareToken}/stages/${journey.steps[0].id}/submit`, { answers });
  }
  const { testimonials } = await call('/api/testimonials?status=pending', undefined, 'GET');
  for (const t of testimonials) await call(`/api/testimonials/${t.id}/approve`);
  const settings = {
    layout: 'grid',
    theme: 'light',
    selection: { mode: 'all' },
    showRating: true,
    showDate: true,
    maxItems: 6,
  };
  const { widget } = await call('/api/widgets', { name: 'Bench widget', settings });
  const { publishing } = await call('/api/publishing', { wallEnabled: true }, 'PATCH');
  return { widgetId: widget.id, wallPath: publishing.wallPath, publishedCount: publishing.publishedCount };
}

/** A client on a built-in journey with a draft answer and a deliverable, as a portal in use looks. */
async function portalClient(headers) {
  const post = async (url, body, method = 'POST') => {
    const res = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const templateId = 'builtin-web-design';
  const { client } = await post('/api/clients', { projectName: 'Bench site', clientName: 'Bench Client', templateId });
  const { journey } = await (await fetch(`${base}/api/journeys/${templateId}`, { headers })).json();
  const milestone = journey.steps.find((s) => s.stepType === 'milestone');
  await post(`/api/clients/${client.id}/deliverables`, { type: 'note', stageId: milestone.id, note: 'First drafts' });
  await post(`/api/portal/${client.shareToken}/stages/${journey.steps[0].id}/draft`, { answers: {} }, 'PUT');
  // A second contact of the client opens the same portal through their own link.
  const { contact } = await post(`/api/clients/${client.id}/contacts`, {
    name: 'Bench Finance',
    email: 'fin@example.com',
  });
  return {
    shareToken: client.shareToken,
    contactToken: new URL(contact.portalUrl).pathname.split('/').pop(),
    portal: `${journey.steps.length} stages, a draft, a deliverable`,
  };
}
