import type { Subscriptions } from '../../kernel/events';
import { recordJourneyEvent, recordStageStarted, recordStageSubmitted } from './journey-events';

/** Journey insights count what clients do (docs/decisions/028-journey-insights.md). */
export const insightSubscriptions: Subscriptions = {
  'portal.seen': async (trx, { clientId, stageId }) => {
    await recordJourneyEvent(trx, clientId, 'opened');
    if (stageId) await recordStageStarted(trx, clientId, stageId);
  },
  'stage.started': (trx, { clientId, stageId }) => recordStageStarted(trx, clientId, stageId),
  // A stage's first submission, or its answer to a change request.
  'submission.created': (trx, { clientId, stageId, resubmitted }) =>
    resubmitted
      ? recordJourneyEvent(trx, clientId, 'resubmitted', stageId)
      : recordStageSubmitted(trx, clientId, stageId),
  'deliverables.approved': (trx, { clientId, stageId }) => recordStageSubmitted(trx, clientId, stageId),
  // A signed agreement completes its stage, like a first submission does.
  'agreement.completed': async (trx, { clientId, stageId }) => {
    if (stageId) await recordStageSubmitted(trx, clientId, stageId);
  },
  'submission.sent-back': (trx, { clientId, stageId }) => recordJourneyEvent(trx, clientId, 'sent_back', stageId),
  'journey.completed': (trx, { clientId }) => recordJourneyEvent(trx, clientId, 'completed'),
};
