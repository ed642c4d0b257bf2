import { type DeliveryOptions, runDeliveryTry } from '../services/webhooks/delivery-job';
import { WEBHOOK_DELIVERY, type WebhookDeliveryJob } from '../services/webhooks/emit';
import type { Jobs } from './jobs';
import type { WorkerDeps } from './worker-deps';

/**
 * One try of one webhook message (queued by emitWebhookEvent, a retry, a Resend or a test
 * event). The queue never retries by itself: the try records its attempt and queues the next one
 * per the retry schedule (docs/decisions/026-webhooks.md).
 */
export const workWebhookDelivery = (
  jobs: Jobs,
  deps: Pick<WorkerDeps, 'db' | 'appOrigin' | 'secret' | 'isProduction' | 'portalBaseDomain'>,
  options: Partial<DeliveryOptions> = {},
) =>
  jobs.work<WebhookDeliveryJob>(WEBHOOK_DELIVERY, async (job) => {
    await runDeliveryTry(deps, job, { isProduction: deps.isProduction, ...options });
  });
