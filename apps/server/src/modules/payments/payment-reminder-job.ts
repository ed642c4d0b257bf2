import type { Jobs } from '../../platform/jobs/jobs';
import type { WorkerDeps } from '../../platform/jobs/worker-deps';
import { runPaymentReminderSweep } from './payment-reminders';

export const PAYMENT_REMINDER_SWEEP = 'payment-reminder-sweep';

/**
 * The payment reminders' cron tick (every 5 minutes, queues.ts SCHEDULES; pg-boss gives each tick
 * to one instance), beside the client reminders' sweep: queues the reminders of open invoices due
 * now. An invoice whose reminder failed to queue is logged and tried again on the next tick.
 */
export const workPaymentReminderSweep = (jobs: Jobs, { db, appOrigin, secret, portalBaseDomain }: WorkerDeps) =>
  jobs.work(PAYMENT_REMINDER_SWEEP, async (_data, { signal }) => {
    const { queued, failed } = await runPaymentReminderSweep(db, {
      now: new Date(),
      appOrigin,
      secret,
      portalBaseDomain,
      signal,
    });
    if (queued > 0) console.log(`[payments] queued ${queued} payment reminder${queued === 1 ? '' : 's'}`);
    for (const { invoiceId, reason } of failed) console.error(`[payments] reminder of invoice ${invoiceId}: ${reason}`);
  });
