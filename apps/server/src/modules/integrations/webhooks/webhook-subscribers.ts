import type { Subscriptions } from '../../../kernel/events';
import {
  emitClientCreated,
  emitJourneyCompleted,
  emitMilestoneReached,
  emitSubmissionCreated,
  emitTestimonialCreated,
} from './webhook-events';

/** The five webhook events, each queued once in the transaction of its change (docs/decisions/026-webhooks.md). */
export const webhookSubscriptions: Subscriptions = {
  'client.created': (trx, { workspaceId, clientId }) => emitClientCreated(trx, workspaceId, clientId),
  'submission.created': (trx, { workspaceId, submissionId }) => emitSubmissionCreated(trx, workspaceId, submissionId),
  'testimonial.created': (trx, { workspaceId, testimonialId }) =>
    emitTestimonialCreated(trx, workspaceId, testimonialId),
  'milestone.reached': (trx, { workspaceId, clientId, stageId }) =>
    emitMilestoneReached(trx, workspaceId, clientId, stageId),
  'journey.completed': async (trx, { workspaceId, clientId, lastStageId }) => {
    if (lastStageId) await emitJourneyCompleted(trx, workspaceId, clientId, lastStageId);
  },
};
