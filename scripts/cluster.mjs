// `npm run cluster`: the production layout of the README's "Deployment" section on this machine
// (docs/decisions/039). Two instances of the compiled server on one new PostgreSQL database and the
// test S3 store, Caddy in front on deploy/Caddyfile (round robin, no stickiness), an SMTP sink.
// Owner and portal writes flow through Caddy while one instance at a time is SIGKILLed at a random
// moment and restarted, ten times. Then it prints acknowledged writes lost, requests failed per
// failover, jobs run twice and whether rate limits are shared; exits 1 when a must-be-0 figure is
// not 0 or a shared limit is not shared. Everything it started is removed on exit, Ctrl-C included.
//
// CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: a new database is
// made there), CLUSTER_PORT (default 3940: Caddy; +1, +2 the instances; +3, +4 Caddy's https
// and ask ports), CLUSTER_KILLS (default 10), CLUSTER_WORKERS (default 2 owner and 2 portal loops).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgDatabase, dropPgDatabase } from './bench-lib.mjs';
import { buildServerIfStale, serverEntry } from './build-server.mjs';
import {
  BUCKET,
  instance,
  missingObjects,
  readmeShowsCaddyfile,
  startCaddy,
  startS3,
  startSmtpSink,
  terminate,
} from './cluster-lib.mjs';

const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.CLUSTER_PORT ?? 3940);
const KILLS = Number(process.env.CLUSTER_KILLS ?? 10);
const WORKERS = Number(process.env.CLUSTER_WORKERS ?? 2);
const base = `http://127.0.0.1:${PORT}`;
// apps/server/src/platform/jobs/queues.ts SCHEDULES: the sweeps pg-boss's cron starts every 5 minutes.
const CRON_QUEUES = [
  'reminder-sweep',
  'payment-reminder-sweep',
  'overdue-sweep',
  'due-reminder-sweep',
  'weekly-summary',
  'domain-checks',
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// The S3 check's own client would print the SDK's Node 20 notice.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const temp = mkdtempSync(path.join(tmpdir(), 'bloom-cluster-'));
const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) await fn().catch((err) => console.error(`cleanup: ${err.message}`));
    rmSync(temp, { recursive: true, force: true });
  })();
  return cleaning;
}
// Whatever throws outside the run's own flow still leaves nothing behind.
process.on('uncaughtException', (err) => {
  console.error(err);
  void cleanup().finally(() => process.exit(1));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping everything…`);
    void cleanup().finally(() => process.exit(130));
  });
}

let failed = false;
try {
  failed = await main();
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);

async function main() {
  const startedAt = Date.now();
  if (!readmeShowsCaddyfile()) {
    throw new Error("README.md's Deployment section does not show deploy/Caddyfile as it is: copy the file there.");
  }
  await buildServerIfStale();
  const databaseUrl = await createPgDatabase(adminUrl);
  cleanups.push(() => dropPgDatabase(adminUrl, databaseUrl));
  const s3 = await startS3(path.join(temp, 's3'));
  cleanups.push(() => s3.close());
  const smtp = await startSmtpSink();
  cleanups.push(() => smtp.close());

  // Production mode, with the smallest settings it accepts on one machine: billing and payments
  // off (test providers are refused), mail to the local sink, links to Caddy's address.
  const env = { ...process.env };
  for (const name of ['BLOOM_CHECK_RESPONSES', 'RATE_LIMIT_SCALE', 'SIGNING_P12_PATH', 'SIGNING_P12_PASSPHRASE']) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: base,
    TRUST_PROXY: '1',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    BILLING_PROVIDER: 'none',
    PAYMENTS_PROVIDER: 'none',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  const entry = path.relative(process.cwd(), serverEntry);
  const instances = [1, 2].map((n) =>
    instance(`instance ${n}`, PORT + n, entry, { ...env, DATA_DIR: path.join(temp, `data-${n}`) }),
  );
  cleanups.push(() => Promise.all(instances.map((i) => terminate(i.child))));
  console.log('Starting: S3 store, SMTP sink, two instances (NODE_ENV=production, one PostgreSQL), Caddy…');
  // The first start migrates and generates the agreement seal; the second instance gets the same
  // seal, as a deployment copies it (README: instances sharing a database share the seal).
  await instances[0].start();
  mkdirSync(path.join(temp, 'data-2'), { recursive: true });
  for (const f of ['signing-seal.p12', 'signing-seal.pass']) {
    cpSync(path.join(temp, 'data-1', f), path.join(temp, 'data-2', f));
  }
  await instances[1].start();
  const caddy = await startCaddy(path.join(temp, 'caddy'), {
    BLOOM_HTTP_PORT: String(PORT),
    BLOOM_HTTPS_PORT: String(PORT + 3),
    BLOOM_ASK_PORT: String(PORT + 4),
    BLOOM_CADDY_ADMIN: 'off',
    BLOOM_SITE: `http://:${PORT}`,
    BLOOM_PORTALS_SITE: `https://:${PORT + 3}`,
    BLOOM_UPSTREAMS: instances.map((i) => `127.0.0.1:${i.port}`).join(' '),
  });
  cleanups.push(() => terminate(caddy));
  const ask = await fetch(`http://127.0.0.1:${PORT + 4}/api/domains/tls-allowed?domain=unknown.example.org`);
  console.log(`Caddy on ${base}; its TLS ask for an unknown host answers ${ask.status} (404 expected).`);

  const owner = await setUp();
  const log = [];
  const acks = { clients: [], attachments: [], submissions: [], invitations: [] };
  const stats = { retried: 0, replayed: 0, invitationsUnacked: 0 };
  const portalQueue = [];
  const cutOff = [];
  let running = true;

  /** One request through Caddy, logged with when it ended and whether it failed. */
  async function call(method, url, body, headers = owner.headers) {
    const started = Date.now();
    let res;
    try {
      res = await fetch(`${base}${url}`, {
        method,
        headers: body instanceof FormData ? { cookie: headers.cookie ?? '', origin: base } : headers,
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
    } catch (err) {
      log.push({ started, ended: Date.now(), ok: false, why: err.cause?.code ?? err.message });
      return { ok: false };
    }
    const ok = res.status < 300;
    log.push({ started, ended: Date.now(), ok, why: ok ? '' : String(res.status) });
    if (!ok) await res.arrayBuffer();
    return { ok, status: res.status, res, json: ok ? await res.json() : undefined };
  }

  let seq = 0;
  async function ownerLoop() {
    while (running) {
      const n = ++seq;
      const email = `client-${n}@example.com`;
      const body = {
        projectName: `Cluster ${n}`,
        clientName: `Client ${n}`,
        clientEmail: email,
        templateId: owner.journeyId,
      };
      // A create that failed is sent again with the same Idempotency-Key, as the web app does.
      const headers = { ...owner.headers, 'idempotency-key': `cluster-${n}` };
      let r = await call('POST', '/api/clients', body, headers);
      for (let tries = 0; !r.ok && r.status !== 409 && tries < 5 && running; tries++) {
        stats.retried++;
        await sleep(300);
        r = await call('POST', '/api/clients', body, headers);
        if (r.ok && r.res.headers.get('idempotent-replayed') === 'true') stats.replayed++;
      }
      // 409 in progress: the first try was cut off after claiming its key; whether it created
      // the client is for the database to say (below).
      if (r.status === 409) cutOff.push(body.projectName);
      if (!r.ok) continue;
      const { client } = r.json;
      acks.clients.push(client.id);
      portalQueue.push(client);
      // One client in eight is invited: each instance sends about one queued mail per 2 s poll.
      if (n % 8 !== 0) continue;
      const invite = await call('POST', `/api/clients/${client.id}/invitation`, undefined);
      if (invite.ok) acks.invitations.push(email);
      else stats.invitationsUnacked++;
    }
  }

  async function portalLoop() {
    while (running) {
      const client = portalQueue.shift();
      if (!client) {
        await sleep(50);
        continue;
      }
      const stage = `/api/portal/${client.shareToken}/stages/${owner.stageId}`;
      const form = new FormData();
      form.set('stageId', owner.stageId);
      form.set('fieldId', 'file');
      form.set('file', new Blob([`Brief of ${client.id}\n`], { type: 'text/plain' }), 'brief.txt');
      const upload = await call('POST', `/api/portal/${client.shareToken}/uploads`, form, {});
      const answers = { brief: `Everything about ${client.id}` };
      if (upload.ok) {
        acks.attachments.push(upload.json.file.attachmentId);
        answers.file = upload.json.file;
      }
      const submit = await call(
        'POST',
        `${stage}/submit`,
        { answers },
        { 'content-type': 'application/json', origin: base },
      );
      if (submit.ok) acks.submissions.push(client.id);
    }
  }

  const loops = [...Array.from({ length: WORKERS }, ownerLoop), ...Array.from({ length: WORKERS }, portalLoop)];
  console.log(`Load: ${WORKERS} owner and ${WORKERS} portal loops through Caddy; ${KILLS} kills, one every 2–5 s…`);
  const loadStarted = Date.now();
  await sleep(1500);
  const kills = [];
  // The next kill comes 2–5 s after the last one, once the instance killed then answers again
  // (and Caddy's 1 s health check has seen it): there is always a survivor to fail over to.
  let restarted = Promise.resolve();
  let upAt = 0;
  for (let k = 0; k < KILLS; k++) {
    await Promise.all([sleep(2000 + Math.random() * 3000), restarted]);
    await sleep(Math.max(0, upAt + 1500 - Date.now()));
    const victim = instances[Math.floor(Math.random() * instances.length)];
    const kill = { victim: victim.name, at: Date.now() };
    kills.push(kill);
    await victim.kill();
    restarted = victim.start().then(() => {
      upAt = Date.now();
      kill.restartMs = upAt - kill.at;
      process.stdout.write(
        `  kill ${k + 1}: ${victim.name} answering again ${seconds(kill.restartMs)} later (its start: ${victim.readySeconds} s)\n`,
      );
    });
  }
  await restarted;
  await sleep(2000);
  running = false;
  await Promise.all(loops);
  const loadMs = Date.now() - loadStarted;

  // The invitations' mails: a job a killed instance held waits for its expiry (120 s), so not all
  // may have arrived; the ones that did must have arrived once.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && acks.invitations.some((e) => !smtp.received.has(e))) await sleep(500);

  const checks = await checkDatabase(databaseUrl, acks, s3.endpoint, owner.stageId, cutOff);
  const limits = await checkRateLimits(instances, owner);
  return report({ log, kills, acks, stats, checks, limits, smtp, loadMs, startedAt });
}

/** The owner (billing is off: signed in is enough), a journey whose one stage takes a text and a file. */
async function setUp() {
  const headers = { 'content-type': 'application/json', origin: base };
  const post = async (url, body, method = 'POST') => {
    const res = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res;
  };
  const signUp = await post('/api/auth/sign-up/email', {
    name: 'Cluster Owner',
    email: `cluster.${Date.now()}@example.com`,
    password: 'Sunflower#2026',
  });
  headers.cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const name = 'Cluster intake';
  const { journey: created } = await (await post('/api/journeys', { name })).json();
  const formConfig = [
    { id: 'brief', type: 'textarea', label: 'Brief', required: true },
    { id: 'file', type: 'file', label: 'A file' },
  ];
  const stages = [{ stepType: 'custom', name: 'Brief', formConfig }];
  const { journey } = await (await post(`/api/journeys/${created.id}`, { name, stages }, 'PUT')).json();
  return { headers, journeyId: journey.id, stageId: journey.steps[0].id };
}

/** Every acknowledged write in the database (and its file in the bucket); what the job tables say. */
async function checkDatabase(databaseUrl, acks, endpoint, stageId, cutOff) {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const missing = async (table, ids) =>
      ids.length -
      Number((await db.query(`SELECT count(*) AS n FROM ${table} WHERE id = ANY($1::uuid[])`, [ids])).rows[0].n);
    const files = (
      await db.query('SELECT file_path FROM attachments WHERE id = ANY($1::uuid[])', [acks.attachments])
    ).rows.map((r) => r.file_path);
    // A submission is acknowledged per client (its answer names no id of its own).
    const submitted = Number(
      (
        await db.query(
          `SELECT count(DISTINCT project_id) AS n FROM form_submissions
            WHERE project_id = ANY($1::uuid[]) AND step_id = $2 AND status <> 'draft'`,
          [acks.submissions, stageId],
        )
      ).rows[0].n,
    );
    const cutOffCreated = Number(
      (await db.query('SELECT count(*) AS n FROM projects WHERE name = ANY($1)', [cutOff])).rows[0].n,
    );
    const jobStates = (
      await db.query(
        `SELECT CASE WHEN state = 'created' AND start_after > now() THEN 'due later' ELSE state::text END AS state,
                count(*) AS n
           FROM pgboss.job WHERE name = 'send-email' GROUP BY 1 ORDER BY 1`,
      )
    ).rows.map((r) => `${r.state} ${r.n}`);
    const jobs = (
      await db.query(
        `SELECT count(*) FILTER (WHERE retry_count > 0) AS retried,
                count(*) FILTER (WHERE state = 'active') AS held,
                count(*) FILTER (WHERE state = 'completed') AS completed
           FROM pgboss.job WHERE name = 'send-email'`,
      )
    ).rows[0];
    // A cron tick makes one job per schedule across every instance (pg-boss's singleton per tick),
    // and one sweep per queue and minute.
    const cronTwice = (
      await db.query(
        `SELECT name, coalesce(singleton_key, '') AS key, singleton_on AS at FROM pgboss.job
           WHERE singleton_on IS NOT NULL GROUP BY 1, 2, 3 HAVING count(*) > 1
         UNION ALL
         SELECT name, '', date_trunc('minute', created_on) FROM pgboss.job
           WHERE name = ANY($1) GROUP BY 1, 2, 3 HAVING count(*) > 1`,
        [CRON_QUEUES],
      )
    ).rows.map((r) => `${r.name} ${r.key} ${r.at.toISOString()}`);
    const cronRuns = Number(
      (await db.query('SELECT count(*) AS n FROM pgboss.job WHERE name = ANY($1)', [CRON_QUEUES])).rows[0].n,
    );
    return {
      lostClients: await missing('projects', acks.clients),
      lostSubmissions: acks.submissions.length - submitted,
      cutOff: cutOff.length,
      cutOffCreated,
      jobStates,
      lostAttachments: await missing('attachments', acks.attachments),
      lostObjects: (await missingObjects(endpoint, files)).length,
      mailJobsRetried: Number(jobs.retried),
      mailJobsHeld: Number(jobs.held),
      mailJobsCompleted: Number(jobs.completed),
      cronTwice,
      cronRuns,
    };
  } finally {
    await db.end();
  }
}

/**
 * The same requests spread over both instances directly, alternating: a limit kept in the database
 * allows its figure in total; one kept in each process would allow it twice.
 */
async function checkRateLimits(instances, owner) {
  const alternate = async (count, request) => {
    let allowed = 0;
    for (let i = 0; i < count; i++) {
      const res = await request(instances[i % instances.length].origin, i);
      if (res.status !== 429) allowed++;
    }
    return allowed;
  };
  const signIn = (forwardedFor, email) => (origin, i) =>
    fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: email(i), password: 'Not-the-password#1' }),
    });
  const perAccount = await alternate(
    16,
    signIn('203.0.113.10', () => 'someone@example.com'),
  );
  const perAddress = await alternate(
    40,
    signIn('203.0.113.11', (i) => `visitor-${i}@example.com`),
  );
  const key = await fetch(`${base}/api/api-keys`, {
    method: 'POST',
    headers: owner.headers,
    body: JSON.stringify({ name: 'Cluster reader', scope: 'read' }),
  });
  const { secret } = await key.json();
  // The API key's count is batched (each instance flushes its hits about every second): phases on
  // one instance at a time, a pause between, show whether the second sees what the first allowed.
  const v1 = (origin) => fetch(`${origin}/api/v1/clients?limit=1`, { headers: { authorization: `Bearer ${secret}` } });
  let apiKey = 0;
  for (const [n, count] of [
    [0, 40],
    [1, 40],
    [0, 30],
    [1, 30],
  ]) {
    for (let i = 0; i < count; i++) if ((await v1(instances[n].origin)).status !== 429) apiKey++;
    await sleep(2500);
  }
  return [
    { name: 'failed sign-ins per account (database)', limit: 10, sent: 16, allowed: perAccount, slack: 0 },
    { name: 'sign-ins per address (database)', limit: 30, sent: 40, allowed: perAddress, slack: 0 },
    // A late flush may let a few more through; counted per process it would be 120.
    { name: '/api/v1 per key (batched into the database)', limit: 60, sent: 140, allowed: apiKey, slack: 5 },
  ];
}

function report({ log, kills, acks, stats, checks, limits, smtp, loadMs, startedAt }) {
  const twiceMailed = acks.invitations.filter((e) => (smtp.received.get(e) ?? 0) > 1).length;
  const notArrived = acks.invitations.filter((e) => !smtp.received.has(e)).length;
  const beforeKills = log.filter((r) => !r.ok && r.ended < kills[0].at);
  console.log(
    `\nRequests through Caddy: ${log.length} in ${seconds(loadMs)}, ${log.filter((r) => !r.ok).length} failed`,
  );
  console.log(
    `${'failover'.padEnd(10)} ${'instance'.padEnd(11)} ${'back in'.padStart(8)} ${'requests'.padStart(9)} ${'failed'.padStart(7)}  why`,
  );
  console.log(
    `${'(before)'.padEnd(10)} ${''.padEnd(11)} ${''.padStart(8)} ${String(log.filter((r) => r.ended < kills[0].at).length).padStart(9)} ${String(beforeKills.length).padStart(7)}`,
  );
  kills.forEach((k, i) => {
    const end = kills[i + 1]?.at ?? Number.POSITIVE_INFINITY;
    const inWindow = log.filter((r) => r.ended >= k.at && r.ended < end);
    const bad = inWindow.filter((r) => !r.ok);
    const why = [...new Set(bad.map((r) => r.why))].join(', ');
    console.log(
      `${String(i + 1).padEnd(10)} ${k.victim.padEnd(11)} ${seconds(k.restartMs).padStart(8)} ${String(inWindow.length).padStart(9)} ${String(bad.length).padStart(7)}  ${why}`,
    );
  });
  console.log(
    `A failed create was sent again with its Idempotency-Key ${stats.retried} time(s): ${stats.replayed} answered from the first (Idempotent-Replayed), ${checks.cutOff} answered 409 in progress (the first try cut off by the kill after claiming its key; of those ${checks.cutOffCreated} had created the client, never twice).`,
  );

  const lost = checks.lostClients + checks.lostSubmissions + checks.lostAttachments + checks.lostObjects;
  const twice = twiceMailed + checks.cronTwice.length;
  // Shared: the limit holds across both instances (within its slack); per process would allow it twice.
  for (const l of limits) l.shared = l.allowed >= l.limit && l.allowed <= l.limit + l.slack && l.allowed < 2 * l.limit;
  const sharedOk = limits.every((l) => l.shared);
  const rows = [
    [
      'acknowledged writes lost',
      lost,
      'must be 0',
      `clients ${checks.lostClients}/${acks.clients.length}, submissions ${checks.lostSubmissions}/${acks.submissions.length}, uploads ${checks.lostAttachments}/${acks.attachments.length} (objects missing from S3: ${checks.lostObjects})`,
    ],
    [
      'requests failed during failovers',
      log.filter((r) => !r.ok && r.ended >= kills[0].at).length,
      'reported',
      `over ${kills.length} kills; ${beforeKills.length} failed before the first`,
    ],
    [
      'jobs run twice',
      twice,
      'must be 0',
      `invitations mailed twice ${twiceMailed}/${acks.invitations.length}, cron ticks run twice ${checks.cronTwice.length} of ${checks.cronRuns}${checks.cronTwice.length ? ` (${checks.cronTwice.join('; ')})` : ''}`,
    ],
    [
      'mail jobs a kill interrupted',
      checks.mailJobsRetried + checks.mailJobsHeld,
      'reported',
      `retried ${checks.mailJobsRetried}, still held by a killed instance ${checks.mailJobsHeld} (pg-boss expiry: 120 s); invitations not yet arrived ${notArrived} (send-email jobs: ${checks.jobStates.join(', ')})`,
    ],
    ...limits.map((l) => [
      `rate limit: ${l.name}`,
      `${l.allowed}/${l.sent}`,
      `limit ${l.limit}`,
      l.shared
        ? `shared across both instances${l.allowed > l.limit ? ` (${l.allowed - l.limit} over: hits not yet flushed)` : ''}`
        : `NOT shared: ${l.allowed} allowed against ${l.limit} (${2 * l.limit} if counted per instance)`,
    ]),
  ];
  console.log('\nSummary (NODE_ENV=production; billing and payments off, mail to a local SMTP sink, files in s3rver)');
  for (const [name, value, rule, detail] of rows) {
    console.log(`  ${name.padEnd(52)} ${String(value).padStart(7)}  ${rule.padEnd(10)}  ${detail}`);
  }
  const failed = lost !== 0 || twice !== 0 || !sharedOk || beforeKills.length !== 0;
  console.log(`\nRun: ${seconds(Date.now() - startedAt)} (load ${seconds(loadMs)}), clean-up next.`);
  console.log(failed ? '\nFAILED: a must-be-0 figure is not 0 or a limit is not shared.' : '\nOK');
  return failed;
}
