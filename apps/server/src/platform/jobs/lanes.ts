import { setMaxListeners } from 'node:events';

/**
 * A queue's jobs run side by side in lanes (one per webhook endpoint), grouped (by workspace):
 * fetched in batches, at most `perLane` of a lane in flight, groups and then lanes taking turns
 * for free slots, so a busy or slow lane never holds up another. A lane's jobs beyond what it can
 * start within `holdSeconds` are put back in the queue to start later, spread at the pace the lane
 * keeps, instead of waiting in memory. Each fetched job is either run once, or put back (a new
 * job with the same data) and completed unrun: never both. Meant for queues with retryLimit 0
 * (docs/decisions/026-webhooks.md).
 */

export interface LaneJob<T> {
  id: string;
  data: T;
}

/** What the runner needs of pg-boss (jobs.ts adapts it; unit tests fake it). */
export interface LaneQueue<T> {
  fetch(batchSize: number): Promise<LaneJob<T>[]>;
  complete(id: string): Promise<void>;
  fail(id: string, reason: string): Promise<void>;
  /** Queues `data` again as a new job that starts `startAfterSeconds` from now. */
  sendLater(data: T, startAfterSeconds: number): Promise<void>;
}

export interface LaneOptions<T> {
  /** The lane a job runs in and the group that lane belongs to (e.g. endpoint and workspace). */
  laneOf(data: T): { group: string; lane: string };
  /** Jobs of one lane in flight at once in this process (4). */
  perLane?: number;
  /** Jobs in flight at once in all (32). */
  concurrency?: number;
  /** Jobs fetched at a time (50). */
  batchSize?: number;
  /** Jobs held in memory waiting for a slot, in all (200). */
  maxHeld?: number;
  /** A lane holds what it can start within this long at its pace; the rest is put back (10). */
  holdSeconds?: number;
  /** How often an idle runner looks for jobs (0.5). */
  pollingIntervalSeconds?: number;
}

export interface LaneRunner {
  /** Starts fetching. */
  start(): void;
  /**
   * Stops fetching and puts held jobs back in the queue (they start at once elsewhere or after a
   * restart); running ones get `graceMs` to finish, then their signal aborts and they get 2 s more.
   */
  stop(graceMs: number): Promise<void>;
  /** Held, running and per lane (tests and the bench read it). */
  stats(): { held: number; running: number; lanes: Record<string, { held: number; running: number }> };
}

interface Lane<T> {
  id: string;
  group: string;
  held: LaneJob<T>[];
  /** Start times of the lane's jobs in flight, by a token of each. */
  started: Map<number, number>;
  /** Moving average of how long a job of this lane takes (ms); null before the first ends. */
  avgMs: number | null;
  /** When the next job put back for this lane should start (ms since epoch). */
  nextSlot: number;
}

/** A put-back job starts within this long at most, and is then spread again if still too early. */
const MAX_PUT_BACK_SECONDS = 900;
/** How long a lane's job is assumed to take before one has ended. */
const FIRST_GUESS_MS = 1000;
/** The paces of lanes gone idle are remembered, up to this many lanes. */
const REMEMBERED_PACES = 1000;

export function createLaneRunner<T>(
  queue: LaneQueue<T>,
  run: (job: LaneJob<T>, signal: AbortSignal) => Promise<void>,
  options: LaneOptions<T>,
  log: Pick<Console, 'error'> = console,
  now: () => number = Date.now,
): LaneRunner {
  const perLane = options.perLane ?? 4;
  const concurrency = options.concurrency ?? 32;
  const batchSize = options.batchSize ?? 50;
  const maxHeld = options.maxHeld ?? 200;
  const holdMs = (options.holdSeconds ?? 10) * 1000;
  const intervalMs = (options.pollingIntervalSeconds ?? 0.5) * 1000;
  // Groups in turn order, each with its lanes in turn order: served ones move to the back.
  const groups = new Map<string, Map<string, Lane<T>>>();
  const inFlight = new Set<Promise<void>>();
  const puttingBack = new Set<Promise<void>>();
  const abort = new AbortController();
  // Every try in flight listens to it (deliver.ts), more than Node's default 10.
  setMaxListeners(concurrency + 10, abort.signal);
  // A lane's pace outlives its idle spells: a slow endpoint is not trusted afresh each time.
  const paces = new Map<string, number>();
  let held = 0;
  let running = 0;
  let tokens = 0;
  let stopped = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  /** The loop sleeps for want of room: a job leaving the held ones may wake it. */
  let waitingForRoom = false;

  const laneFor = (job: LaneJob<T>): Lane<T> => {
    const { group, lane: id } = options.laneOf(job.data);
    let lanes = groups.get(group);
    if (!lanes) {
      lanes = new Map();
      groups.set(group, lanes);
    }
    let lane = lanes.get(id);
    if (!lane) {
      lane = { id, group, held: [], started: new Map(), avgMs: paces.get(id) ?? null, nextSlot: 0 };
      lanes.set(id, lane);
    }
    return lane;
  };

  /**
   * How long a job of the lane takes: its average, or longer when one in flight already has;
   * null while nothing tells (none ended, none running longer than the first guess).
   */
  const paceMs = (lane: Lane<T>): number | null => {
    let longest = 0;
    for (const t of lane.started.values()) longest = Math.max(longest, now() - t);
    if (lane.avgMs === null && longest < FIRST_GUESS_MS) return null;
    return Math.max(lane.avgMs ?? 0, longest, 1);
  };

  /**
   * Jobs the lane may hold: what it starts within holdSeconds at its pace; two rounds until one
   * has ended (a job still running says only that the pace is at least that slow).
   */
  const holdLimit = (lane: Lane<T>) => {
    const pace = paceMs(lane);
    const fits = pace === null ? 2 * perLane : Math.floor((perLane * holdMs) / pace);
    const limit = lane.avgMs === null ? Math.min(2 * perLane, fits) : fits;
    return Math.max(perLane, Math.min(limit, Math.floor(maxHeld / 4)));
  };

  const forget = (lane: Lane<T>) => {
    if (lane.held.length > 0 || lane.started.size > 0 || lane.nextSlot > now()) return;
    const lanes = groups.get(lane.group);
    lanes?.delete(lane.id);
    if (lanes?.size === 0) groups.delete(lane.group);
    if (lane.avgMs !== null) {
      paces.delete(lane.id);
      paces.set(lane.id, lane.avgMs);
      if (paces.size > REMEMBERED_PACES) paces.delete(paces.keys().next().value as string);
    }
  };

  const admit = (job: LaneJob<T>) => {
    const lane = laneFor(job);
    if (lane.held.length < holdLimit(lane)) {
      lane.held.push(job);
      held++;
    } else {
      putBack(lane, job);
    }
  };

  /** The job again, later: at the lane's next free slot as its pace goes; then the fetched one completes unrun. */
  const putBack = (lane: Lane<T>, job: LaneJob<T>) => {
    // An unknown pace spreads nothing: a second later the lane will have shown it.
    const per = (paceMs(lane) ?? 0) / perLane;
    const slot = Math.max(lane.nextSlot, now() + (lane.held.length + lane.started.size) * per);
    lane.nextSlot = slot + per;
    const seconds = Math.min(MAX_PUT_BACK_SECONDS, Math.max(1, Math.ceil((slot - now()) / 1000)));
    const done = queue
      .sendLater(job.data, seconds)
      .then(
        () => queue.complete(job.id).catch(() => {}),
        (err: Error) => {
          // Not put back: it waits its turn here rather than being lost.
          log.error(`[jobs] could not put a job back (${err.message}); it waits here instead`);
          lane.held.push(job);
          held++;
          pump();
        },
      )
      .finally(() => puttingBack.delete(done));
    puttingBack.add(done);
  };

  /** The next job to start: the first group (then lane) in turn order with one held and a free slot. */
  const pick = (): { lane: Lane<T>; job: LaneJob<T> } | undefined => {
    for (const [groupId, lanes] of groups) {
      for (const [laneId, lane] of lanes) {
        if (lane.held.length === 0 || lane.started.size >= perLane) continue;
        const job = lane.held.shift() as LaneJob<T>;
        held--;
        // Served: to the back of the turn order.
        lanes.delete(laneId);
        lanes.set(laneId, lane);
        groups.delete(groupId);
        groups.set(groupId, lanes);
        return { lane, job };
      }
    }
    return undefined;
  };

  const hungry = () => running < concurrency && held < maxHeld;

  const pump = () => {
    while (running < concurrency && !abort.signal.aborted) {
      const next = pick();
      if (!next) return;
      start(next.lane, next.job);
    }
  };

  const start = (lane: Lane<T>, job: LaneJob<T>) => {
    const startedAt = now();
    const token = ++tokens;
    lane.started.set(token, startedAt);
    running++;
    const settled = run(job, abort.signal)
      .then(
        () => queue.complete(job.id),
        (err: unknown) => queue.fail(job.id, err instanceof Error ? err.message : String(err)),
      )
      .catch(() => {})
      .finally(() => {
        const took = now() - startedAt;
        lane.avgMs = lane.avgMs === null ? took : 0.7 * lane.avgMs + 0.3 * took;
        lane.started.delete(token);
        running--;
        inFlight.delete(settled);
        forget(lane);
        pump();
        // A slot nothing held can take: fetch now rather than at the next poll.
        if (waitingForRoom && hungry()) wake?.();
      });
    inFlight.add(settled);
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = undefined;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });

  const fetchLoop = async () => {
    while (!stopped) {
      const room = Math.min(batchSize, maxHeld - held);
      let full = false;
      // Only with a free slot: what is fetched is meant to start, not to wait here.
      if (room > 0 && running < concurrency) {
        try {
          const jobs = await queue.fetch(room);
          full = jobs.length === room;
          // Fetched while stopping: they still go through admit, and stop puts them back.
          for (const job of jobs) admit(job);
          pump();
        } catch (err) {
          log.error(`[jobs] fetching failed: ${(err as Error).message}`);
        }
      }
      if (stopped) break;
      // A full batch and slots that nothing held can fill (pump ran): more are probably waiting,
      // look again now; else as soon as a slot frees up, or at the next poll.
      if (full && hungry()) continue;
      for (const lanes of [...groups.values()]) for (const lane of [...lanes.values()]) forget(lane);
      waitingForRoom = full || room <= 0 || running >= concurrency;
      await sleep(intervalMs);
      waitingForRoom = false;
    }
  };

  return {
    start() {
      loop ??= fetchLoop();
    },
    async stop(graceMs) {
      stopped = true;
      wake?.();
      await loop;
      for (const lanes of groups.values()) {
        for (const lane of lanes.values()) {
          for (const job of lane.held.splice(0)) {
            held--;
            const done = queue
              .sendLater(job.data, 0)
              .then(() => queue.complete(job.id))
              .catch((err: Error) => log.error(`[jobs] could not put job ${job.id} back on stop: ${err.message}`))
              .finally(() => puttingBack.delete(done));
            puttingBack.add(done);
          }
        }
      }
      const allDone = () => Promise.all([...inFlight, ...puttingBack]);
      const timeout = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
      await Promise.race([allDone(), timeout(graceMs)]);
      if (inFlight.size > 0) {
        abort.abort();
        await Promise.race([allDone(), timeout(2000)]);
      }
    },
    stats() {
      const lanes: Record<string, { held: number; running: number }> = {};
      for (const group of groups.values()) {
        for (const lane of group.values()) lanes[lane.id] = { held: lane.held.length, running: lane.started.size };
      }
      return { held, running, lanes };
    },
  };
}
