import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { v1AgreementEventOf } from '../public-api/agreement-resources';
import { v1InvoicePaidOf, v1PaymentRefundedOf, v1PaymentSucceededOf } from '../public-api/invoice-resources';
import { v1ClientOf, v1MilestoneOf, v1StageOverdueOf, v1SubmissionOf, v1TestimonialOf } from '../public-api/resources';
import { emitWebhookEvent } from './emit';

/**
 * The events, each queued once from the transaction of its change through the event hook
 * (webhook-subscribers.ts subscribes to the changes that publish them). The resources carry a relative
 * portal_url: services have no app origin, the delivery worker completes it (delivery-job.ts).
 */
type Trx = Kysely<Database>;

export const emitClientCreated = (trx: Trx, workspaceId: string, clientId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'client.created',
    data: () => v1ClientOf(trx, workspaceId, clientId, ''),
  });

export const emitSubmissionCreated = (trx: Trx, workspaceId: string, submissionId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'submission.created',
    data: () => v1SubmissionOf(trx, workspaceId, submissionId),
  });

export const emitTestimonialCreated = (trx: Trx, workspaceId: string, testimonialId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'testimonial.created',
    data: () => v1TestimonialOf(trx, workspaceId, testimonialId),
  });

export const emitMilestoneReached = (trx: Trx, workspaceId: string, clientId: string, stageId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'milestone.reached',
    data: () => v1MilestoneOf(trx, workspaceId, clientId, stageId, ''),
  });

/** The stage is the journey's last one: the finish line the client reached. */
export const emitJourneyCompleted = (trx: Trx, workspaceId: string, clientId: string, stageId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'journey.completed',
    data: () => v1MilestoneOf(trx, workspaceId, clientId, stageId, ''),
  });

/** A stage passed its due date undone (the deadlines sweep announces each date once). */
export const emitStageOverdue = (trx: Trx, workspaceId: string, clientId: string, stageId: string, dueOn: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'stage.overdue',
    data: () => v1StageOverdueOf(trx, workspaceId, clientId, stageId, dueOn, ''),
  });

/** A signer signed: `data.contact` is the contact (null for the countersigning member). */
export const emitAgreementSigned = (trx: Trx, workspaceId: string, agreementId: string, signerId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'agreement.signed',
    data: () => v1AgreementEventOf(trx, workspaceId, agreementId, { signerId }),
  });

export const emitAgreementCompleted = (trx: Trx, workspaceId: string, agreementId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'agreement.completed',
    data: () => v1AgreementEventOf(trx, workspaceId, agreementId, null),
  });

/** A contact declined: `data.contact` is who. */
export const emitAgreementDeclined = (trx: Trx, workspaceId: string, agreementId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'agreement.declined',
    data: () => v1AgreementEventOf(trx, workspaceId, agreementId, 'declined'),
  });

/** The provider confirmed a payment: `data` is the payment and its invoice after it. */
export const emitPaymentSucceeded = (trx: Trx, workspaceId: string, paymentId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'payment.succeeded',
    data: () => v1PaymentSucceededOf(trx, workspaceId, paymentId),
  });

export const emitInvoicePaid = (trx: Trx, workspaceId: string, invoiceId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'invoice.paid',
    data: () => v1InvoicePaidOf(trx, workspaceId, invoiceId),
  });

/** A refund at the provider: `data.refund` is the credit note that records it. */
export const emitPaymentRefunded = (trx: Trx, workspaceId: string, creditNoteId: string) =>
  emitWebhookEvent(trx, {
    workspaceId,
    type: 'payment.refunded',
    data: () => v1PaymentRefundedOf(trx, workspaceId, creditNoteId),
  });
