import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import { runReminderSweep } from './reminder-sweep';

export const REMINDER_SWEEP = 'reminder-sweep';

/**
 * The reminders' cron tick (every 5 minutes, queues.ts SCHEDULES; pg-boss gives each tick to one
 * instance): queues the reminders due now. A client whose reminder failed to queue is logged and
 * tried again on the next tick (its last reminder did not move).
 */
export const workReminderSweep = (jobs: Jobs, { db, appOrigin, secret, portalBaseDomain }: WorkerDeps) =>
  jobs.work(REMINDER_SWEEP, async (_data, { signal }) => {
    const { queued, failed } = await runReminderSweep(db, {
      now: new Date(),
      appOrigin,
      secret,
      portalBaseDomain,
      signal,
    });
    if (queued > 0) console.log(`[reminders] queued ${queued} reminder${queued === 1 ? '' : 's'}`);
    for (const { clientId, reason } of failed) console.error(`[reminders] client ${clientId}: ${reason}`);
  });
