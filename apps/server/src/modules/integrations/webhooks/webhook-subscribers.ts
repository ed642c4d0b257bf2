import type { Subscriptions } from '../../../kernel/events';
import {
  emitAgreementCompleted,
  emitAgreementDeclined,
  emitAgreementSigned,
  emitClientCreated,
  emitInvoicePaid,
  emitJourneyCompleted,
  emitMilestoneReached,
  emitPaymentRefunded,
  emitPaymentSucceeded,
  emitStageOverdue,
  emitSubmissionCreated,
  emitTestimonialCreated,
} from './webhook-events';

/** The webhook events, each queued once in the transaction of its change (docs/decisions/026-webhooks.md). */
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
  'stage.overdue': (trx, { workspaceId, clientId, stageId, dueOn }) =>
    emitStageOverdue(trx, workspaceId, clientId, stageId, dueOn),
  'agreement.signed': (trx, { workspaceId, agreementId, signerId }) =>
    emitAgreementSigned(trx, workspaceId, agreementId, signerId),
  'agreement.completed': (trx, { workspaceId, agreementId }) => emitAgreementCompleted(trx, workspaceId, agreementId),
  'agreement.declined': (trx, { workspaceId, agreementId }) => emitAgreementDeclined(trx, workspaceId, agreementId),
  'payment.succeeded': (trx, { workspaceId, paymentId }) => emitPaymentSucceeded(trx, workspaceId, paymentId),
  'invoice.paid': (trx, { workspaceId, invoiceId }) => emitInvoicePaid(trx, workspaceId, invoiceId),
  'payment.refunded': (trx, { workspaceId, creditNoteId }) => emitPaymentRefunded(trx, workspaceId, creditNoteId),
};
