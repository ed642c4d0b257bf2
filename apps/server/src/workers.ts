import { createEvents } from './kernel/events';
import { refreshClientDueDates, workDueReminderSweep, workOverdueSweep } from './modules/deadlines';
import { workDomainChecks } from './modules/domains/domain-checks-job';
import { workSendEmail } from './modules/email/send-email-job';
import { webhookSubscriptions } from './modules/integrations';
import { workWebhookDelivery } from './modules/integrations/webhooks/webhook-delivery-job';
import { workOwnerNotify } from './modules/notifications/owner-notify-job';
import { workWeeklySummary } from './modules/notifications/weekly-summary-job';
import { workPaymentReminderSweep } from './modules/payments/payment-reminder-job';
import { workReminderSweep } from './modules/reminders/reminder-sweep-job';
import { workWorkspaceExport } from './modules/workspace-export';
import type { Jobs } from './platform/jobs/jobs';
import type { WorkerDeps } from './platform/jobs/worker-deps';

/** Every background worker of the app, registered on `jobs` (before or after it starts). */
export async function registerWorkers(jobs: Jobs, deps: WorkerDeps): Promise<void> {
  // A delivered invitation starts the client's clock: their due dates count from it.
  await workSendEmail(jobs, deps, refreshClientDueDates);
  await workOwnerNotify(jobs, deps);
  await workReminderSweep(jobs, deps);
  await workPaymentReminderSweep(jobs, deps);
  // What the overdue sweep publishes reaches the areas that react to it: `stage.overdue` its webhook.
  await workOverdueSweep(jobs, deps, createEvents(webhookSubscriptions));
  await workDueReminderSweep(jobs, deps);
  await workWeeklySummary(jobs, deps);
  await workWebhookDelivery(jobs, deps);
  await workDomainChecks(jobs, deps);
  await workWorkspaceExport(jobs, deps);
}
