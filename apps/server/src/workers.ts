import { workDomainChecks } from './modules/domains/domain-checks-job';
import { workSendEmail } from './modules/email/send-email-job';
import { workWebhookDelivery } from './modules/integrations/webhooks/webhook-delivery-job';
import { workOwnerNotify } from './modules/notifications/owner-notify-job';
import { workWeeklySummary } from './modules/notifications/weekly-summary-job';
import { workPaymentReminderSweep } from './modules/payments/payment-reminder-job';
import { workReminderSweep } from './modules/reminders/reminder-sweep-job';
import type { Jobs } from './platform/jobs/jobs';
import type { WorkerDeps } from './platform/jobs/worker-deps';

/** Every background worker of the app, registered on `jobs` (before or after it starts). */
export async function registerWorkers(jobs: Jobs, deps: WorkerDeps): Promise<void> {
  await workSendEmail(jobs, deps);
  await workOwnerNotify(jobs, deps);
  await workReminderSweep(jobs, deps);
  await workPaymentReminderSweep(jobs, deps);
  await workWeeklySummary(jobs, deps);
  await workWebhookDelivery(jobs, deps);
  await workDomainChecks(jobs, deps);
}
