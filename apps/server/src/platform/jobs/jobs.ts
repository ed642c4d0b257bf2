import PgBoss from 'pg-boss';
import { type Db, embeddedPGlite } from '../db/database';
import { createLaneRunner, type LaneOptions, type LaneRunner } from './lanes';
import { pgliteExecutor } from './pglite-executor';
import { QUEUES, type QueueOptions, SCHEDULES } from './queues';

export interface JobInfo {
  id: string;
  queue: string;
  /** 0 on the first try. */
  retryCount: number;
  /** Aborted when the runner stops: a long handler (a sweep) ends early and leaves the rest to its next tick. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface WorkOptions<T> {
  /**
   * Run the queue's jobs side by side in lanes (lanes.ts: batches, a cap per lane, groups taking
   * turns) instead of one at a time. Only for queues with retryLimit 0.
   */
  lanes?: LaneOptions<T>;
}

export interface Jobs {
  /** Installs or upgrades pg-boss's schema, creates the queues, starts the workers. */
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish (up to 10 s); call before the database closes. */
  stop(): Promise<void>;
  /** Runs `handler` for each job of `queue` (before or after start). A throw fails the try. */
  work<T>(queue: string, handler: JobHandler<T>, options?: WorkOptions<T>): Promise<void>;
}

export interface JobsOptions {
  db: Db;
  /** PostgreSQL: pg-boss gets its own pool on this URL. Without it, the Db's embedded PGlite. */
  databaseUrl?: string | undefined;
  /** The queues to create (defaults to the app's). */
  queues?: Record<string, QueueOptions>;
  /** Cron schedules by queue (defaults to the app's; tests pass {} and run sweeps by hand). */
  schedules?: Record<string, string>;
  /** How often an idle worker looks for jobs (pg-boss: at least 0.5). */
  pollingIntervalSeconds?: number;
  log?: Pick<Console, 'log' | 'error'>;
}

/**
 * The background job runner: pg-boss 10 on the app's own database, so a job is enqueued in the
 * transaction of the change that causes it (enqueue.ts) and survives a restart. Several
 * instances on one PostgreSQL share the work; each job is fetched by one of them.
 */
export function createJobs(options: JobsOptions): Jobs {
  const { db, databaseUrl, pollingIntervalSeconds = 2, log = console } = options;
  const queues: Record<string, QueueOptions> = options.queues ?? QUEUES;
  const schedules: Record<string, string> = options.schedules ?? (options.queues ? {} : SCHEDULES);
  const handlers = new Map<string, { handler: JobHandler<unknown>; options: WorkOptions<unknown> }>();
  let boss: PgBoss | undefined;
  let stopping = new AbortController();
  let laneRunners: LaneRunner[] = [];

  const runJob = async (
    queue: string,
    handler: JobHandler<unknown>,
    job: PgBoss.JobWithMetadata<unknown>,
    signal: AbortSignal,
  ) => {
    const info = { id: job.id, queue, retryCount: job.retryCount, signal };
    try {
      await handler(job.data, info);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      // pg-boss keeps the reason in the job's output; the operator reads it here.
      if (job.retryCount >= job.retryLimit) {
        log.error(`[jobs] ${queue} job ${job.id} failed for good after ${job.retryCount + 1} tries: ${reason}`);
      } else {
        log.error(`[jobs] ${queue} job ${job.id} failed (try ${job.retryCount + 1}), will retry: ${reason}`);
      }
      throw err;
    }
  };

  const startWorker = async (
    running: PgBoss,
    queue: string,
    { handler, options }: { handler: JobHandler<unknown>; options: WorkOptions<unknown> },
  ) => {
    await running.createQueue(queue, { name: queue, ...queues[queue] });
    if (options.lanes) {
      const runner = createLaneRunner<unknown>(
        {
          fetch: (batchSize) => running.fetch(queue, { batchSize, includeMetadata: true }),
          complete: (id) => running.complete(queue, id),
          fail: (id, reason) => running.fail(queue, id, { message: reason }),
          sendLater: async (data, startAfter) => {
            const id = await running.send(queue, data as object, { startAfter });
            if (id === null) throw new Error(`queue "${queue}" does not exist`);
          },
        },
        // A lane's job gets the runner's own signal: it aborts only after the stop's grace.
        (job, signal) => runJob(queue, handler, job as PgBoss.JobWithMetadata<unknown>, signal),
        { pollingIntervalSeconds, ...options.lanes },
        log,
      );
      laneRunners.push(runner);
      runner.start();
      return;
    }
    await running.work(queue, { pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
      if (job) await runJob(queue, handler, job, stopping.signal);
    });
  };

  return {
    async start() {
      if (boss) return;
      stopping = new AbortController();
      const config: PgBoss.ConstructorOptions = databaseUrl
        ? { connectionString: databaseUrl, max: 4 }
        : { db: pgliteExecutor(db, embeddedPGliteOrThrow(db)) };
      const running = new PgBoss(config);
      running.on('error', (err) => log.error('[jobs]', err.message));
      await running.start();
      for (const [queue, queueOptions] of Object.entries(queues)) {
        await retryOnStartRace(() => running.createQueue(queue, { name: queue, ...queueOptions }));
        // createQueue leaves an existing queue as it was; the defaults here are the ones that hold.
        await running.updateQueue(queue, { name: queue, ...queueOptions });
      }
      for (const [queue, cron] of Object.entries(schedules)) await running.schedule(queue, cron, {}, { tz: 'UTC' });
      for (const [queue, worker] of handlers) await startWorker(running, queue, worker);
      boss = running;
    },
    async stop() {
      const running = boss;
      boss = undefined;
      stopping.abort();
      // Lanes first, while pg-boss can still take their held jobs back; 8 s, inside pg-boss's 10.
      const runners = laneRunners;
      laneRunners = [];
      await Promise.all(runners.map((runner) => runner.stop(8_000)));
      await running?.stop({ graceful: true, timeout: 10_000, wait: true });
    },
    async work<T>(queue: string, handler: JobHandler<T>, options: WorkOptions<T> = {}) {
      const worker = { handler: handler as JobHandler<unknown>, options: options as WorkOptions<unknown> };
      handlers.set(queue, worker);
      if (boss) await startWorker(boss, queue, worker);
    },
  };
}

/** Deadlock, duplicate key, duplicate table: what PostgreSQL answers the loser of a creation race. */
const RACE_CODES = new Set(['40P01', '23505', '42P07']);

/**
 * Instances starting together on a fresh database race to create the same queue (pg-boss makes a
 * table per queue) and PostgreSQL answers one of them with a deadlock or a duplicate. The loser
 * waits a moment and asks again, and finds the queue made.
 */
async function retryOnStartRace(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      if (attempt >= 5 || !RACE_CODES.has((err as { code?: string }).code ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

function embeddedPGliteOrThrow(db: Db) {
  const pglite = embeddedPGlite(db);
  if (!pglite) throw new Error('[jobs] no database URL and no embedded PGlite open: run a query (migrate) first');
  return pglite;
}
