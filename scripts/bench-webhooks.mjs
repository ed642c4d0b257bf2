// `npm run bench:webhooks`: webhook delivery end to end (issue 31). The real server (tsx, a fresh embedded
// PGlite) and 10 real HTTP receivers on loopback: 5 workspaces with 2 endpoints each, one of them answering
// after 10 s. First 10 test events to one endpoint (the issue measured about 21 s for them). Then 1,000
// events (100 per endpoint, "Send test event" through the API, interleaved as a busy minute would queue
// them, 8 requests at a time); it prints how long until every delivery to the 9 fast endpoints arrived
// (target: 30 s from the first event), each delivery's wait from its event being queued to its arrival
// (target: none near the slow endpoint's 10 s, so it delayed no other), and the most requests the slow
// endpoint had in flight at once (the cap is 4). Then it stops the server and exits (1 when a target is missed).
// BENCH_EVENTS (default 1000), BENCH_SLOW_MS (default 10000) tune it; BENCH_PORT (default 3920) moves the server.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpOwner, startSourceServer, stop } from './bench-lib.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 10_000);
const WORKSPACES = 5;
const PER_WORKSPACE = 2;
const TARGET_MS = 30_000;
const port = Number(process.env.BENCH_PORT ?? 3920);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bloom-bench-webhooks-'));
let server;
const receivers = [];
let failed = false;

try {
  // Development mode: deliveries to loopback are allowed (production refuses them).
  server = await startSourceServer(base, dataDir, {
    NODE_ENV: 'development',
    RATE_LIMIT_SCALE: '100',
    DATABASE_URL: '',
  });
  // Receivers first: the endpoints' URLs name their ports.
  const endpoints = [];
  for (let w = 0; w < WORKSPACES; w++) {
    const owner = await signUp(`ws${w}`);
    for (let e = 0; e < PER_WORKSPACE; e++) {
      const slow = w === 0 && e === 0;
      const receiver = await startReceiver(slow ? SLOW_MS : 0);
      const res = await api(owner, 'POST', '/api/webhooks', {
        url: `${receiver.origin}/hook`,
        events: ['client.created'],
        description: slow ? `answers after ${SLOW_MS / 1000} s` : 'answers at once',
      });
      if (res.status !== 201) throw new Error(`adding an endpoint failed: ${res.status} ${await res.text()}`);
      const { endpoint } = await res.json();
      endpoints.push({
        name: `workspace ${w + 1} / endpoint ${e + 1}${slow ? ' (slow)' : ''}`,
        owner,
        slow,
        receiver,
        id: endpoint.id,
      });
    }
  }

  // The first figure: 10 test events to one endpoint took about 21 s to arrive (a job per poll).
  const one = endpoints.find((e) => !e.slow);
  const tenStarted = Date.now();
  for (let i = 0; i < 10; i++) {
    const res = await api(one.owner, 'POST', `/api/webhooks/${one.id}/test`);
    if (res.status !== 201) throw new Error(`a test event failed: ${res.status} ${await res.text()}`);
  }
  while (one.receiver.arrivals.length < 10 && Date.now() < tenStarted + 60_000) await sleep(20);
  console.log(`10 events to one endpoint: all arrived ${fmt(Date.now() - tenStarted)} after the first was sent`);
  one.receiver.arrivals.length = 0;

  // Interleaved: event i goes to endpoint i mod 10, so the slow endpoint's events sit among everyone's.
  const plan = Array.from({ length: EVENTS }, (_, i) => endpoints[i % endpoints.length]);
  const queuedAt = new Map();
  const started = Date.now();
  let next = 0;
  const sender = async () => {
    while (next < plan.length) {
      const endpoint = plan[next++];
      const res = await api(endpoint.owner, 'POST', `/api/webhooks/${endpoint.id}/test`);
      if (res.status !== 201) throw new Error(`a test event failed: ${res.status} ${await res.text()}`);
      const { message } = await res.json();
      queuedAt.set(message.eventId, Date.now());
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  const allQueued = Date.now();
  console.log(`queued ${EVENTS} events in ${((allQueued - started) / 1000).toFixed(1)} s (8 API requests at a time)`);

  const fast = endpoints.filter((e) => !e.slow);
  const fastExpected = plan.filter((e) => !e.slow).length;
  const fastArrived = () => fast.reduce((n, e) => n + e.receiver.arrivals.length, 0);
  const deadline = started + 120_000;
  while (fastArrived() < fastExpected && Date.now() < deadline) await sleep(50);
  const fastDone = Math.max(...fast.flatMap((e) => e.receiver.arrivals.map((a) => a.at)));
  const total = fastDone - started;
  if (fastArrived() < fastExpected) failed = true;

  console.log(`\nDeliveries (wait = from its event queued to its arrival at the receiver)`);
  const waitsOf = (e) => e.receiver.arrivals.map((a) => a.at - (queuedAt.get(a.id) ?? Number.NaN));
  for (const e of endpoints) {
    const waits = waitsOf(e).sort((a, b) => a - b);
    const p50 = waits[Math.floor(waits.length / 2)] ?? Number.NaN;
    const max = waits.at(-1) ?? Number.NaN;
    const sent = plan.filter((p) => p === e).length;
    console.log(
      `  ${e.name.padEnd(34)} ${String(e.receiver.arrivals.length).padStart(4)}/${sent} arrived  wait p50 ${fmt(p50)}  max ${fmt(max)}  most in flight ${e.receiver.most}`,
    );
  }
  const fastMax = Math.max(...fast.flatMap(waitsOf));
  const slowEndpoint = endpoints.find((e) => e.slow);
  const sibling = endpoints.find((e) => !e.slow && e.owner === slowEndpoint.owner);
  const siblingMax = Math.max(...waitsOf(sibling));
  const delayedNone = fastMax < SLOW_MS / 2;
  const withinTarget = fastArrived() === fastExpected && total <= TARGET_MS;
  console.log(
    `\nall ${fastExpected} deliveries to the ${fast.length} fast endpoints arrived ${fmt(total)} after the first event was queued` +
      ` (target ${TARGET_MS / 1000} s): ${withinTarget ? 'met' : 'MISSED'}`,
  );
  console.log(
    `longest wait of a fast delivery ${fmt(fastMax)} (the slow endpoint's own workspace: ${fmt(siblingMax)}),` +
      ` against the slow endpoint's ${SLOW_MS / 1000} s answers: ${delayedNone ? 'the slow endpoint delayed no other' : 'DELAYED by the slow endpoint'}`,
  );
  console.log(
    `the slow endpoint: ${slowEndpoint.receiver.arrivals.length} of ${plan.filter((p) => p.slow).length} answered so far, at most ${slowEndpoint.receiver.most} requests in flight at once (cap 4)`,
  );
  if (!withinTarget || !delayedNone || slowEndpoint.receiver.most > 4) failed = true;
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await stop(server);
  for (const r of receivers) {
    r.server.closeAllConnections();
    await new Promise((resolve) => r.server.close(resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

function fmt(ms) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–';
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A receiver on loopback answering 200 after `delayMs`; it records each arrival's webhook-id and time. */
async function startReceiver(delayMs) {
  const receiver = { arrivals: [], inFlight: 0, most: 0 };
  receiver.server = http.createServer((req, res) => {
    receiver.inFlight++;
    receiver.most = Math.max(receiver.most, receiver.inFlight);
    req.resume();
    req.on('end', () => {
      const answer = () => {
        receiver.inFlight--;
        receiver.arrivals.push({ id: req.headers['webhook-id'], at: Date.now() });
        res.writeHead(200).end('ok');
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.origin = `http://127.0.0.1:${receiver.server.address().port}`;
  receivers.push(receiver);
  return receiver;
}

async function api(owner, method, route, body) {
  return fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, cookie: owner.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signUp(label) {
  const { cookie } = await signUpOwner(base, label);
  return { label, cookie };
}
