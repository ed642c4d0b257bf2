import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLaneRunner, type LaneJob, type LaneOptions } from './lanes';

/**
 * The lane runner against an in-memory queue on fake timers: caps hold, a slow lane delays no
 * other, groups take turns, every job runs once (put back at most in between), stop hands back.
 */

interface Work {
  n: number;
  group: string;
  lane: string;
  /** How long its run takes (ms). */
  ms: number;
}

/** pg-boss as the runner sees it: FIFO by queueing time, a job starts no earlier than its startAfter. */
function fakeQueue() {
  let ids = 0;
  const waiting: { id: string; data: Work; startAt: number }[] = [];
  const record = {
    fetched: [] as string[],
    completed: [] as string[],
    failed: [] as string[],
    putBack: [] as { n: number; seconds: number }[],
  };
  const add = (data: Work, startAt = Date.now()) => waiting.push({ id: `j${++ids}`, data, startAt });
  return {
    add,
    record,
    waiting,
    queue: {
      async fetch(batchSize: number): Promise<LaneJob<Work>[]> {
        const due = waiting.filter((j) => j.startAt <= Date.now()).slice(0, batchSize);
        for (const job of due) waiting.splice(waiting.indexOf(job), 1);
        record.fetched.push(...due.map((j) => j.id));
        return due.map(({ id, data }) => ({ id, data }));
      },
      async complete(id: string) {
        record.completed.push(id);
      },
      async fail(id: string) {
        record.failed.push(id);
      },
      async sendLater(data: Work, seconds: number) {
        record.putBack.push({ n: data.n, seconds });
        add(data, Date.now() + seconds * 1000);
      },
    },
  };
}

/** Runs the jobs, recording starts, ends and the most in flight per lane and in all. */
function harness(options: Partial<LaneOptions<Work>> = {}) {
  const q = fakeQueue();
  const starts: { n: number; lane: string; group: string; at: number }[] = [];
  const ends = new Map<number, number>();
  const runs = new Map<number, number>();
  const inFlight = new Map<string, number>();
  let total = 0;
  let maxTotal = 0;
  const maxPerLane = new Map<string, number>();
  const runner = createLaneRunner<Work>(
    q.queue,
    async (job, signal) => {
      const { n, lane, group, ms } = job.data;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      starts.push({ n, lane, group, at: Date.now() });
      inFlight.set(lane, (inFlight.get(lane) ?? 0) + 1);
      maxPerLane.set(lane, Math.max(maxPerLane.get(lane) ?? 0, inFlight.get(lane) ?? 0));
      maxTotal = Math.max(maxTotal, ++total);
      await new Promise<void>((resolve) => {
        const cut = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          signal.removeEventListener('abort', cut);
          resolve();
        }, ms);
        signal.addEventListener('abort', cut, { once: true });
      });
      inFlight.set(lane, (inFlight.get(lane) ?? 0) - 1);
      total--;
      ends.set(n, Date.now());
    },
    { laneOf: (w) => ({ group: w.group, lane: w.lane }), pollingIntervalSeconds: 0.5, ...options },
    { error: () => {} },
  );
  return { q, runner, starts, ends, runs, maxPerLane, maxTotal: () => maxTotal };
}

const work = (n: number, group: string, lane: string, ms: number): Work => ({ n, group, lane, ms });

/** Advances fake time until `done` or `limitMs` passed. */
async function runUntil(done: () => boolean, limitMs: number, stepMs = 100) {
  const until = Date.now() + limitMs;
  while (!done() && Date.now() < until) await vi.advanceTimersByTimeAsync(stepMs);
}

/** Stops with no grace, letting fake time run through the abort's wait. */
async function stopNow(runner: { stop(graceMs: number): Promise<void> }) {
  const stopped = runner.stop(0);
  await vi.advanceTimersByTimeAsync(3_000);
  await stopped;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lane runner', () => {
  it('a lane answering after 10 s delays no other lane, and never has more than 4 in flight', async () => {
    const h = harness();
    // 100 jobs each for a slow lane and two fast ones, interleaved as a busy minute would queue them.
    let n = 0;
    for (let i = 0; i < 100; i++) {
      h.q.add(work(n++, 'ws-slow', 'slow', 10_000));
      h.q.add(work(n++, 'ws-slow', 'fast-same-workspace', 20));
      h.q.add(work(n++, 'ws-other', 'fast-other', 20));
    }
    const t0 = Date.now();
    h.runner.start();
    const fastDone = () =>
      h.starts.filter((s) => s.lane !== 'slow').length === 200 &&
      [...h.ends.keys()].filter((k) => k % 3 !== 0).length === 200;
    await runUntil(fastDone, 60_000);
    // Every fast job ran within a few seconds, though the slow lane has work for minutes.
    expect(fastDone()).toBe(true);
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(h.maxPerLane.get('slow')).toBe(4);
    expect(h.maxPerLane.get('fast-other')).toBeLessThanOrEqual(4);
    // The slow lane's backlog waits in the queue, put back for later, not in memory.
    expect(h.runner.stats().lanes.slow?.held ?? 0).toBeLessThanOrEqual(8);
    expect(h.q.record.putBack.length).toBeGreaterThan(0);
    await stopNow(h.runner);
  });

  it('groups take turns: a workspace with one event is served next, not after a busy one', async () => {
    const h = harness({ concurrency: 1 });
    let n = 0;
    for (let i = 0; i < 20; i++) h.q.add(work(n++, 'busy', 'busy-a', 50));
    for (let i = 0; i < 20; i++) h.q.add(work(n++, 'busy', 'busy-b', 50));
    h.q.add(work(999, 'quiet', 'quiet-1', 50));
    h.runner.start();
    await runUntil(() => h.starts.length >= 3, 10_000, 10);
    // One slot: busy's first job, then quiet's, then busy again (its other endpoint).
    expect(h.starts.slice(0, 3).map((s) => s.lane)).toEqual(['busy-a', 'quiet-1', 'busy-b']);
    await stopNow(h.runner);
  });

  it('spreads what a slow lane cannot start soon at its pace, in the queue', async () => {
    const h = harness({ batchSize: 50 });
    let n = 0;
    for (let i = 0; i < 40; i++) h.q.add(work(n++, 'g', 'slow', 10_000));
    h.runner.start();
    // After its first round the lane's pace is known (10 s): later put-backs are seconds apart.
    await runUntil(() => h.ends.size >= 4, 30_000);
    expect(h.maxPerLane.get('slow')).toBe(4);
    const later = h.q.waiting.map((j) => j.startAt - Date.now()).sort((a, b) => a - b);
    expect(later.length).toBeGreaterThan(0);
    expect(later.at(-1)).toBeGreaterThan(later[0] as number);
    await stopNow(h.runner);
  });

  it('on stop, held jobs go back to the queue at once and running ones get the grace, then the signal', async () => {
    const h = harness({ perLane: 1 });
    h.q.add(work(1, 'g', 'a', 60_000));
    h.q.add(work(2, 'g', 'a', 60_000));
    h.q.add(work(3, 'g', 'b', 100));
    h.runner.start();
    await runUntil(() => h.starts.length === 2, 5_000, 10);
    expect(h.runner.stats()).toMatchObject({ held: 1, running: 2 });
    const stopped = h.runner.stop(3_000);
    await vi.advanceTimersByTimeAsync(1_000);
    // b finished within the grace; a's first job is still running, its second is back in the queue.
    expect(h.ends.has(3)).toBe(true);
    expect(h.ends.has(1)).toBe(false);
    expect(h.q.waiting.map((j) => j.data.n)).toEqual([2]);
    expect(h.q.record.putBack).toEqual([{ n: 2, seconds: 0 }]);
    await vi.advanceTimersByTimeAsync(2_500);
    await stopped;
    // The grace ran out: aborted, ended, completed; job 2 never ran here.
    expect(h.ends.has(1)).toBe(true);
    expect(h.runs.get(2)).toBeUndefined();
    expect(h.q.record.completed).toHaveLength(h.q.record.fetched.length);
  });

  it('property: every job runs exactly once, fetched jobs settle once, caps always hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            group: fc.constantFrom('g1', 'g2', 'g3'),
            lane: fc.constantFrom('e1', 'e2', 'e3', 'e4', 'e5'),
            ms: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1_000, max: 12_000 })),
          }),
          { minLength: 1, maxLength: 80 },
        ),
        fc.record({
          perLane: fc.integer({ min: 1, max: 4 }),
          concurrency: fc.integer({ min: 1, max: 10 }),
          batchSize: fc.integer({ min: 1, max: 20 }),
          maxHeld: fc.integer({ min: 1, max: 40 }),
          holdSeconds: fc.integer({ min: 1, max: 10 }),
        }),
        async (jobs, options) => {
          const h = harness(options);
          // A lane belongs to one group (an endpoint to one workspace).
          for (const [n, j] of jobs.entries()) h.q.add(work(n, j.group, `${j.group}/${j.lane}`, j.ms));
          h.runner.start();
          await runUntil(() => h.ends.size === jobs.length, 4 * 3600_000, 1_000);
          await stopNow(h.runner);
          expect(h.ends.size).toBe(jobs.length);
          expect([...h.runs.values()].every((count) => count === 1)).toBe(true);
          for (const max of h.maxPerLane.values()) expect(max).toBeLessThanOrEqual(options.perLane);
          expect(h.maxTotal()).toBeLessThanOrEqual(options.concurrency);
          // Each fetched job was completed exactly once (run, or put back unrun), none failed.
          expect([...h.q.record.completed].sort()).toEqual([...h.q.record.fetched].sort());
          expect(h.q.record.failed).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
