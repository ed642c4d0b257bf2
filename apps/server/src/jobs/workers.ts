import { workDomainChecks } from './domain-checks';
import type { Jobs } from './jobs';
import { workOwnerNotify } from './owner-notify';
import { workReminderSweep } from './reminder-sweep';
import { workSendEmail } from './send-email';
import { workWebhookDelivery } from './webhook-delivery';
import { workWeeklySummary } from './weekly-summary';
import type { WorkerDeps } from './worker-deps';

/** Every background worker of the app, registered on `jobs` (before or after it starts). */
export async function registerWorkers(jobs: Jobs, deps: WorkerDeps): Promise<void> {
  await workSendEmail(jobs, deps);
  await workOwnerNotify(jobs, deps);
  await workReminderSweep(jobs, deps);
  await workWeeklySummary(jobs, deps);
  await workWebhookDelivery(jobs, deps);
  await workDomainChecks(jobs, deps);
}
