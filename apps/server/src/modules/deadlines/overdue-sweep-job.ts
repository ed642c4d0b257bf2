import type { Events } from '../../kernel/events';
import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import { runOverdueSweep } from './overdue-sweep';

export const OVERDUE_SWEEP = 'overdue-sweep';

/**
 * The overdue announcements' cron tick (every 5 minutes, queues.ts SCHEDULES; pg-boss gives each
 * tick to one instance): `stage.overdue` for the dates passed since, published on `events` (the
 * reactions workers.ts gives it). A batch that failed is logged and tried again on the next tick.
 */
export const workOverdueSweep = (jobs: Jobs, { db }: WorkerDeps, events: Events) =>
  jobs.work(OVERDUE_SWEEP, async (_data, { signal }) => {
    const { announced, failed } = await runOverdueSweep(db, { now: new Date(), events, signal });
    if (announced > 0) console.log(`[deadlines] ${announced} stage${announced === 1 ? '' : 's'} overdue`);
    for (const { clientId, stageId, reason } of failed) {
      console.error(`[deadlines] overdue stage ${stageId} of client ${clientId}: ${reason}`);
    }
  });
