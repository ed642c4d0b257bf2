// `node scripts/bench-clients.mjs`: p50 of the client list (default view, archived, search), the
// dashboard and the insights (a journey's funnel, the workspace's) for a workspace of 10 clients and one of 100,000
// (target: ratio <= 1.5; insights also p50 < 300 ms). Two owners in one database, seeded in bulk with generate_series:
// clients added over two years, about ten journey events each (a million for 100,000), the insights built at the end
// in one set-based statement (docs/decisions/028-journey-insights.md).
// Default: a fresh embedded PGlite (the server is stopped while the bench seeds its data folder).
// BENCH_DATABASE_URL=postgres://... : a fresh database created on that server, seeded while it runs.
// Then the interval reminder sweep, run in this process with the server stopped: its time with 1 % of the
// clients of either workspace due, and with nothing due (docs/decisions/038-due-reminder-queue.md).
// BENCH_CLIENTS (default 100000) and BENCH_SECONDS (default 5) tune it; BENCH_ONLY=<text> measures only the routes whose
// label holds it (BENCH_ONLY=none: the sweep alone); BENCH_KEEP=1 keeps the database. Only loopback is targeted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createPgDatabase, dropPgDatabase, signUpOwner, startSourceServer, stop } from './bench-lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const LARGE = Number(process.env.BENCH_CLIENTS ?? 100_000);
const SMALL = 10;
/** Clients are added over two years (a cohort day of the large workspace holds LARGE / 730 of them). */
const SPAN_SECONDS = 2 * 365 * 86_400;
const port = Number(process.env.BENCH_PORT ?? 3910);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bloom-bench-clients-'));
const pgAdminUrl = process.env.BENCH_DATABASE_URL;
let databaseUrl;
let server;

try {
  if (pgAdminUrl) databaseUrl = await createPgDatabase(pgAdminUrl);
  await startServer();
  const small = await signUp('small');
  const large = await signUp('large');
  if (!databaseUrl) await stop(server); // PGlite: one process at a time holds the data folder
  const started = Date.now();
  let journeyId;
  await withDb(async (query) => {
    // The insights' and the kept counts' triggers work a client at a time: off for the bulk load,
    // rebuilt and recounted once after it.
    await bulkLoadTriggers(query, 'DISABLE');
    // The small workspace also gets SMALL archived clients, so its archived view has a page to show.
    await seed(query, small.workspaceId, SMALL * 2, SMALL);
    await seed(query, large.workspaceId, LARGE, LARGE);
    journeyId = await seedJourneyEvents(query);
    const rebuilt = Date.now();
    await query('SELECT rebuild_insights()');
    await recountWorkspaces(query);
    await bulkLoadTriggers(query, 'ENABLE');
    console.log(`  insights rebuilt in ${((Date.now() - rebuilt) / 1000).toFixed(1)} s`);
    // Every seeded client is due a reminder: the 5-minute sweep would queue 100,000 emails in the
    // middle of whichever route it lands on. The routes are measured first, the sweep at the end.
    await query('UPDATE workspaces SET reminders_enabled = false');
    // As after the sweep has looked at every client once: each has its next look in the future.
    await query(`UPDATE reminder_queue SET due_at = now() + interval '30 days'`);
    // What autovacuum does after a bulk load on PostgreSQL: the list's pages and search read the
    // index entries alone once the rows are marked all-visible.
    await query('VACUUM ANALYZE projects');
    await query('ANALYZE form_submissions');
    // After a bulk load autovacuum would do it: the insights read the rollup from its indexes alone.
    for (const table of ['journey_events', 'client_insight_facts', 'insight_rollup'])
      await query(`VACUUM ANALYZE ${table}`);
  });
  console.log(
    `seeded ${SMALL} (+${SMALL} archived) + ${LARGE} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!databaseUrl) await startServer();

  const routes = [
    ['GET /api/clients (first page of 24)', '/api/clients'],
    ['GET /api/clients?status=archived', '/api/clients?status=archived'],
    ['GET /api/clients?q=client%2042 (search)', '/api/clients?q=client%2042'],
    // Found only inside words: the second tier, read newest first until a page of matches
    // (docs/decisions/012): its cost follows how sparse the term is among the newest clients.
    ['GET /api/clients?q=lient%2042 (search inside words)', '/api/clients?q=lient%2042', { target: false }],
    ['GET /api/dashboard', '/api/dashboard'],
    [`GET /api/journeys/{id}/insights (90 days)`, `/api/journeys/${journeyId}/insights`],
    [`GET /api/journeys/{id}/insights?period=all`, `/api/journeys/${journeyId}/insights?period=all`],
    ['GET /api/insights (90 days)', '/api/insights'],
    ['GET /api/insights/summary', '/api/insights/summary'],
    ['GET /api/insights/stuck', '/api/insights/stuck'],
  ];
  const only = process.env.BENCH_ONLY;
  const db = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`\n${db}, 10 connections, median of 3 × ${DURATION}s; target: p50 ratio ${LARGE}/${SMALL} <= 1.5`);
  for (const [label, route, { target = true } = {}] of routes.filter(([label]) => !only || label.includes(only))) {
    const url = `${base}${route}`;
    for (const owner of [small, large]) {
      // Warm-up, not measured: first requests compile code paths and fill caches.
      await autocannon({ url, headers: { cookie: owner.cookie }, connections: 10, duration: 1 });
    }
    const results = { small: [], large: [] };
    // Interleaved rounds, so a noisy neighbour hurts both sides alike; the median of each is kept.
    for (let round = 0; round < 3; round++) {
      for (const owner of [small, large]) {
        const r = await autocannon({ url, headers: { cookie: owner.cookie }, connections: 10, duration: DURATION });
        if (r.non2xx > 0) throw new Error(`${owner.label} ${route}: ${r.non2xx} non-2xx answers`);
        results[owner.label].push({ p50: r.latency.p50, rps: r.requests.average });
      }
    }
    const median = (label, key) => results[label].map((r) => r[key]).sort((a, b) => a - b)[1];
    const ratio = median('large', 'p50') / Math.max(median('small', 'p50'), 0.001);
    console.log(`  ${label}`);
    for (const [who, n] of [
      ['small', SMALL],
      ['large', LARGE],
    ]) {
      console.log(
        `    ${String(n).padStart(7)} clients: p50 ${String(median(who, 'p50')).padStart(5)} ms  ${median(who, 'rps').toFixed(0).padStart(6)} req/s`,
      );
    }
    const verdict = !target ? '  (no target)' : ratio <= 1.5 ? '' : '  MISSED';
    console.log(`    p50 ratio: ${ratio.toFixed(2)}${verdict}`);
  }
  const large0 = await (await fetch(`${base}/api/clients`, { headers: { cookie: large.cookie } })).json();
  console.log(`  sanity: first page ${large0.clients.length} cards, archivedCount ${large0.archivedCount}`);
  const insights = await (await fetch(`${base}/api/insights?period=all`, { headers: { cookie: large.cookie } })).json();
  console.log(`  sanity: insights invited ${insights.totals.invited}, completed ${insights.totals.completed}`);
  await stop(server);
  await benchReminderSweep(db, small, large);
} finally {
  await stop(server);
  // BENCH_KEEP=1 keeps the database (PostgreSQL's URL or PGlite's folder) for EXPLAIN ANALYZE.
  if (process.env.BENCH_KEEP) console.log(`kept ${databaseUrl ?? path.join(dataDir, 'pglite')}`);
  else {
    if (databaseUrl) await dropPgDatabase(pgAdminUrl, databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The insights' triggers (migration 015) and the workspace's kept counts (migration 004), off
 * during the bulk load. Each client counted one by one would update the workspace's one row, a
 * chain of versions in one transaction that every next update walks (20,000 clients in a statement
 * took 15 s on PGlite instead of 6).
 */
async function bulkLoadTriggers(query, action) {
  await query(`ALTER TABLE journey_events ${action} TRIGGER journey_events_insights`);
  for (const t of ['insert', 'update', 'delete'])
    await query(`ALTER TABLE projects ${action} TRIGGER projects_insights_${t}`);
  await query(`ALTER TABLE projects ${action} TRIGGER projects_count`);
}

/** The kept counts (migration 004 and its erased-aware function) from the rows, once. */
async function recountWorkspaces(query) {
  await query(
    `INSERT INTO workspace_counts (workspace_id, active, completed, archived, submissions, testimonials)
     SELECT workspace_id, count(*) FILTER (WHERE status = 'active' AND erased_at IS NULL),
       count(*) FILTER (WHERE status = 'completed' AND erased_at IS NULL),
       count(*) FILTER (WHERE status = 'archived' AND erased_at IS NULL),
       sum(submission_count), sum(testimonial_count)
     FROM projects GROUP BY workspace_id
     ON CONFLICT (workspace_id) DO UPDATE SET active = excluded.active, completed = excluded.completed,
       archived = excluded.archived, submissions = excluded.submissions, testimonials = excluded.testimonials`,
  );
}

/**
 * About ten journey events per client on the built-in journey: most open the portal, each answers
 * its first m stages (m from its id's hash; a client answering them all completes), every stage
 * answered was started first, a tenth get their first stage sent back and resubmit. Stages take
 * 1 to 72 hours each. The clients' columns follow. Returns the journey's id.
 */
async function seedJourneyEvents(query) {
  const { rows } = await query(
    `SELECT t.id, count(s.id)::int AS stages FROM flow_templates t JOIN flow_steps s ON s.template_id = t.id
     WHERE t.is_default AND s.deleted_at IS NULL GROUP BY t.id ORDER BY t.id LIMIT 1`,
  );
  const { id: journeyId, stages } = rows[0];
  const started = Date.now();
  await query(
    `CREATE TEMP TABLE bench_plan AS
     SELECT p.id, p.workspace_id, p.template_id, p.created_at, p.status,
       least(h % ($1::int + 3), $1::int) AS answered, make_interval(hours => 1 + h % 72) AS gap, h
     FROM (SELECT *, abs(hashtext(id::text)) AS h FROM projects) p`,
    [stages],
  );
  await query(
    `INSERT INTO journey_events (workspace_id, project_id, template_id, step_id, kind, occurred_at)
     SELECT b.workspace_id, b.id, b.template_id, NULL, 'opened', b.created_at + b.gap / 2 FROM bench_plan b
       WHERE b.answered > 0 OR b.h % 3 = 0
     UNION ALL SELECT b.workspace_id, b.id, b.template_id, s.id, k.kind,
       b.created_at + b.gap * (s.step_order - CASE k.kind WHEN 'stage_started' THEN 0.5 ELSE 0 END)
       FROM bench_plan b JOIN flow_steps s ON s.template_id = b.template_id AND s.deleted_at IS NULL
         AND s.step_order <= b.answered
       CROSS JOIN (VALUES ('stage_started'), ('submitted')) k(kind)
     UNION ALL SELECT b.workspace_id, b.id, b.template_id, s.id, k.kind, b.created_at + b.gap * k.at
       FROM bench_plan b JOIN flow_steps s ON s.template_id = b.template_id AND s.step_order = 1
       CROSS JOIN (VALUES ('sent_back', 1.2), ('resubmitted', 1.4)) k(kind, at)
       WHERE b.answered > 0 AND b.h % 10 = 0
     UNION ALL SELECT b.workspace_id, b.id, b.template_id, NULL, 'completed', b.created_at + b.gap * $1::int
       FROM bench_plan b WHERE b.answered = $1::int`,
    [stages],
  );
  await query(
    `UPDATE projects p SET
       portal_first_opened_at = CASE WHEN b.answered > 0 OR b.h % 3 = 0 THEN b.created_at + b.gap / 2 END,
       progress_at = CASE WHEN b.answered > 0 THEN b.created_at + b.gap * b.answered END,
       completed_at = CASE WHEN b.answered = $1::int THEN b.created_at + b.gap * $1::int END
     FROM bench_plan b WHERE b.id = p.id`,
    [stages],
  );
  await query(
    `UPDATE projects p SET status = 'completed' FROM bench_plan b
     WHERE b.id = p.id AND b.answered = $1::int AND p.status = 'active'`,
    [stages],
  );
  const { rows: count } = await query('SELECT count(*)::int AS n FROM journey_events');
  await query('DROP TABLE bench_plan');
  console.log(`  ${count[0].n} journey events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return journeyId;
}

/**
 * `count` clients spread over two years, a built-in journey each, a submission on every fifth;
 * those after the first `current` are archived, and so is every 50th.
 */
async function seed(query, workspaceId, count, current) {
  const batch = 20_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(from + batch - 1, count);
    await query(
      `INSERT INTO projects (workspace_id, template_id, name, client_name, client_email, share_token, current_step, status, created_at)
       SELECT $1::uuid, (SELECT id FROM flow_templates WHERE is_default ORDER BY id LIMIT 1),
              'Project ' || g, 'Client ' || g, 'client' || g || '@example.com',
              'bench-' || $1::text || '-' || g || '-' || md5(random()::text), g % 4,
              CASE WHEN g % 50 = 0 OR g > $4 THEN 'archived' ELSE 'active' END,
              now() - make_interval(secs => g * $5::float8)
       FROM generate_series($2::int, $3::int) AS g`,
      [workspaceId, from, to, current, SPAN_SECONDS / count],
    );
    // What autovacuum does as a table grows. On PGlite (none runs) it also makes the triggers
    // plan their statements again: plans kept from a workspace of 20 clients scan whole tables.
    await query('ANALYZE projects, client_contacts, reminder_queue');
    if (count > batch) console.log(`  ${to} / ${count}`);
  }
  await query(
    `INSERT INTO form_submissions (project_id, step_id, response_data)
     SELECT p.id, s.id, '{"a": "b"}'::jsonb FROM projects p
     JOIN flow_steps s ON s.template_id = p.template_id AND s.step_order = 1
     WHERE p.workspace_id = $1 AND abs(hashtext(p.id::text)) % 5 = 0`,
    [workspaceId],
  );
}

async function withDb(fn) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return await fn((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

/** Its errors show; production mode is not used, as it refuses the test billing the bench needs. */
async function startServer() {
  server = await startSourceServer(base, dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
}

async function signUp(label) {
  const { cookie } = await signUpOwner(base, label);
  const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json();
  return { label, cookie, workspaceId: me.workspace.id };
}

/**
 * The interval reminder sweep, in this process on the same database (the server stopped): the
 * median of 3 runs with 1 % of one workspace's clients due (the small one's: 1 client; other clients each run), every other
 * client's next look in the future, and of 3 runs with nothing due. Reminders are on, the
 * clock is noon UTC four days on, so every active client with a stage open is due when looked at.
 */
async function benchReminderSweep(label, small, large) {
  const { tsImport } = await import('tsx/esm/api');
  const { openDatabase } = await tsImport('../apps/server/src/platform/db/database.ts', import.meta.url);
  const { runReminderSweep } = await tsImport(
    '../apps/server/src/modules/reminders/reminder-sweep.ts',
    import.meta.url,
  );
  const noon = new Date(Date.now() + 4 * 86_400_000);
  noon.setUTCHours(12, 0, 0, 0);
  await withDb(async (query) => {
    await query(`UPDATE workspaces SET reminders_enabled = true, timezone = 'UTC'`);
  });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const sweepOnce = async (workspaceId, due, round) => {
    await withDb(async (query) => {
      await query(`UPDATE reminder_queue SET due_at = $1::timestamptz + interval '1 day'`, [noon.toISOString()]);
      if (workspaceId)
        await query(
          `UPDATE reminder_queue SET due_at = now() WHERE project_id IN (SELECT id FROM projects
             WHERE workspace_id = $1 AND status = 'active' ORDER BY id OFFSET $3 LIMIT $2)`,
          [workspaceId, due, round * due],
        );
    });
    const sweepDb = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const started = performance.now();
      const result = await runReminderSweep(sweepDb, {
        now: noon,
        appOrigin: base,
        secret: 'bench-secret-bench-secret-bench-00',
      });
      if (result.failed.length > 0) throw new Error(`sweep failed: ${JSON.stringify(result.failed[0])}`);
      return { ms: performance.now() - started, queued: result.queued };
    } finally {
      await sweepDb.destroy();
    }
  };
  console.log(`\n${label}: the interval reminder sweep, median of 3 (every client queued for a later look)`);
  for (const [who, n, workspaceId] of [
    ['small', SMALL, small.workspaceId],
    ['large', LARGE, large.workspaceId],
  ]) {
    const due = Math.max(1, Math.round(n / 100));
    const runs = [];
    // Other clients each round: the ones reminded are not due again for days.
    for (let i = 0; i < 3; i++) runs.push(await sweepOnce(workspaceId, due, i));
    const ms = median(runs.map((r) => r.ms));
    console.log(
      `  ${String(n).padStart(7)} clients (${who}), ${due} due: ${ms.toFixed(0).padStart(6)} ms, ${runs[0].queued} emails queued`,
    );
  }
  const idle = [];
  for (let i = 0; i < 3; i++) idle.push(await sweepOnce(null, 0, 0));
  console.log(`  nothing due (${SMALL * 2 + LARGE} clients):  ${median(idle.map((r) => r.ms)).toFixed(1)} ms`);
}
