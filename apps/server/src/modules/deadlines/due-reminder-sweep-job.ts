import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import { runDueReminderSweep } from './due-reminder-sweep';

export const DUE_REMINDER_SWEEP = 'due-reminder-sweep';

/**
 * The due-date reminders' cron tick (every 5 minutes, queues.ts SCHEDULES; pg-boss gives each tick
 * to one instance), beside the interval reminders' sweep. A client whose reminder failed to queue
 * is logged and tried again on the next tick (nothing was claimed for it).
 */
export const workDueReminderSweep = (jobs: Jobs, { db, appOrigin, secret, portalBaseDomain }: WorkerDeps) =>
  jobs.work(DUE_REMINDER_SWEEP, async (_data, { signal }) => {
    const { queued, failed } = await runDueReminderSweep(db, {
      now: new Date(),
      appOrigin,
      secret,
      portalBaseDomain,
      signal,
    });
    if (queued > 0) console.log(`[deadlines] queued ${queued} due-date reminder${queued === 1 ? '' : 's'}`);
    for (const { clientId, reason } of failed)
      console.error(`[deadlines] due reminder of client ${clientId}: ${reason}`);
  });
