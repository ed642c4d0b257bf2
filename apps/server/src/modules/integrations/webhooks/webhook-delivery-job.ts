import type { Jobs } from '../../../platform/jobs/jobs';
import type { LaneOptions } from '../../../platform/jobs/lanes';
import type { WorkerDeps } from '../../../platform/jobs/worker-deps';
import { type DeliveryOptions, runDeliveryTry } from './delivery-job';
import { WEBHOOK_DELIVERY, type WebhookDeliveryJob } from './emit';

/**
 * How deliveries share the worker: a lane per endpoint (at most 4 tries in flight to one
 * endpoint), workspaces taking turns for the 32 slots, batches of 50 looked for every half
 * second. A slow endpoint fills only its own lane; what it cannot start within 10 s is put back
 * in the queue for later (docs/decisions/026-webhooks.md#keeping-up).
 */
export const WEBHOOK_LANES: LaneOptions<WebhookDeliveryJob> = {
  // Jobs queued before lanes existed carry no endpoint: each is a lane of its own.
  laneOf: (job) => ({ group: job.workspaceId ?? '', lane: job.endpointId ?? job.messageId }),
  perLane: 4,
  concurrency: 32,
  batchSize: 50,
  maxHeld: 200,
  holdSeconds: 10,
  pollingIntervalSeconds: 0.5,
};

/**
 * One try of one webhook message (queued by emitWebhookEvent, a retry, a Resend or a test
 * event). The queue never retries by itself: the try records its attempt and queues the next one
 * per the retry schedule (docs/decisions/026-webhooks.md).
 */
export const workWebhookDelivery = (
  jobs: Jobs,
  deps: Pick<WorkerDeps, 'db' | 'appOrigin' | 'secret' | 'isProduction' | 'portalBaseDomain'>,
  options: Partial<DeliveryOptions> = {},
  lanes: Partial<LaneOptions<WebhookDeliveryJob>> = {},
) =>
  jobs.work<WebhookDeliveryJob>(
    WEBHOOK_DELIVERY,
    async (job, { signal }) => {
      await runDeliveryTry(deps, job, { isProduction: deps.isProduction, signal, ...options });
    },
    { lanes: { ...WEBHOOK_LANES, ...lanes } },
  );
