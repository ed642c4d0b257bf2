import { z } from 'zod';
import { AGREEMENT_STATUSES, SIGNER_KINDS, SIGNER_STATUSES, SIGNING_ORDERS } from '../agreements/agreement-types';
import { conditionSchema } from '../journeys/condition-schema';
import { stageDueRuleSchema } from '../journeys/due-rule-schema';
import { FIELD_TYPES } from '../journeys/field-types';
import { STEP_TYPES } from '../journeys/types';
import { INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_STATUSES } from '../payments/payment-types';

/**
 * The public REST API's resources (issue 22, /api/v1), also the `data` of webhook events: stable,
 * documented shapes with only what an integration needs (no share tokens, no password hashes).
 */
export const v1ClientSchema = z.object({
  id: z.string(),
  project_name: z.string(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  status: z.enum(['active', 'completed', 'archived']),
  journey: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Stages completed so far, and how many the journey has for this client (those its conditions skip left out). */
  completed_stages: z.number(),
  total_stages: z.number(),
  /** The client's portal (the link the client opens), absolute. */
  portal_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type V1Client = z.output<typeof v1ClientSchema>;

/**
 * Who acted in the portal, on what a portal action makes (a submission, a testimonial, a
 * milestone reached): the contact whose own link was used. null: from before contacts, or the
 * contact was removed since.
 */
export const v1ActingContactSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string().nullable() })
  .nullable()
  .meta({ description: 'The client contact who acted in the portal; null when unknown or removed' });
export type V1ActingContact = z.output<typeof v1ActingContactSchema>;

/** One of a client's contacts (GET/POST /api/v1/clients/{id}/contacts). */
export const v1ContactSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  name: z.string(),
  /** Only the primary contact of a client created without an email has none. */
  email: z.string().nullable(),
  role: z.string().nullable(),
  /** The primary contact is the client's own name and email. */
  primary: z.boolean(),
  /** Their own portal link, absolute. */
  portal_url: z.string(),
  invitation_sent_at: z.string().nullable(),
  unsubscribed: z.boolean(),
  bounced: z.boolean(),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export type V1Contact = z.output<typeof v1ContactSchema>;

export const v1JourneySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  stages: z.array(
    z.object({
      id: z.string(),
      order: z.number(),
      name: z.string(),
      type: z.enum(STEP_TYPES),
      /** The stage applies to a client only when this holds over earlier answers; null: always. */
      show_when: conditionSchema.nullable().meta({
        description:
          'The stage applies only when this holds over earlier answers (rules name a field id of this or an earlier stage); null: always',
      }),
      due: stageDueRuleSchema.nullable().meta({
        description:
          'When the stage is due: `days` after the client starts, after the previous stage is done, or a date set per client; null: no due date',
      }),
      /** The stage's questions, in order (a submission's `answers` are keyed by their ids). */
      fields: z.array(
        z.object({
          id: z.string(),
          type: z.enum(FIELD_TYPES),
          label: z.string(),
          required: z.boolean(),
          options: z.array(z.string()).optional(),
          show_when: conditionSchema.nullable().meta({
            description: 'The question shows only when this holds over earlier answers; null: always',
          }),
        }),
      ),
    }),
  ),
  created_at: z.string(),
});
export type V1Journey = z.output<typeof v1JourneySchema>;

export const v1SubmissionSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  stage: z.object({ id: z.string(), name: z.string(), type: z.string() }).nullable(),
  status: z.enum(['submitted', 'reviewed', 'changes_requested']),
  /** The answers by field id; a file field holds its file's name. */
  answers: z.record(z.string(), z.unknown()),
  submitted_at: z.string(),
  updated_at: z.string(),
  /** The contact whose link sent (or last changed) it. */
  contact: v1ActingContactSchema,
});
export type V1Submission = z.output<typeof v1SubmissionSchema>;

export const v1TestimonialSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  quote: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  rating: z.number().nullable(),
  publish_permission: z.boolean(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  /** The contact who wrote it. */
  contact: v1ActingContactSchema,
});
export type V1Testimonial = z.output<typeof v1TestimonialSchema>;

/** milestone.reached and journey.completed carry the client, the stage reached and who reached it. */
export const v1MilestoneSchema = z.object({
  client: v1ClientSchema,
  stage: z.object({ id: z.string(), name: z.string() }),
  /** The contact whose answer or approval completed the stage. */
  contact: v1ActingContactSchema,
});

/**
 * stage.overdue: a stage that applies to the client passed its due date without being done (sent
 * once per stage and date: a date moved later can be announced again).
 */
export const v1StageOverdueEventSchema = z.object({
  client: v1ClientSchema,
  stage: z.object({ id: z.string(), name: z.string() }),
  /** The date it was due, YYYY-MM-DD on the client's calendar. */
  due_on: z.string(),
});
export type V1StageOverdueEvent = z.output<typeof v1StageOverdueEventSchema>;

/**
 * One version of an agreement sent to a client (GET /api/v1/agreements; the `agreement` of the
 * agreement.* webhook events). The sealed final PDF, once everyone signed, is at `final_url`.
 */
export const v1AgreementSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  /** The agreement stage it was sent from; null once that stage was deleted. */
  stage_id: z.string().nullable(),
  version: z.number(),
  title: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  signing_order: z.enum(SIGNING_ORDERS),
  page_count: z.number(),
  /** SHA-256 (hex) of the document as sent, and of the sealed final PDF. */
  original_sha256: z.string(),
  final_sha256: z.string().nullable(),
  /** GET it with the API key: the sealed PDF with its certificate; null until completed. */
  final_url: z.string().nullable(),
  signers: z.array(
    z.object({
      name: z.string(),
      /** A client's contact, or the member who countersigns for the business. */
      kind: z.enum(SIGNER_KINDS),
      status: z.enum(SIGNER_STATUSES),
      signed_at: z.string().nullable(),
    }),
  ),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  voided_at: z.string().nullable(),
});
export type V1Agreement = z.output<typeof v1AgreementSchema>;

/** agreement.signed, agreement.completed and agreement.declined carry the agreement and who acted. */
export const v1AgreementEventSchema = z.object({
  agreement: v1AgreementSchema,
  /** The contact who signed or declined; null for the countersignature and for agreement.completed. */
  contact: v1ActingContactSchema,
});
export type V1AgreementEvent = z.output<typeof v1AgreementEventSchema>;

/**
 * An invoice issued to a client (GET /api/v1/invoices; the `invoice` of the payment webhook
 * events). Amounts are integers in the currency's minor units (cents; yen have none). The PDF is at
 * `pdf_url`, read with the API key.
 */
export const v1InvoiceSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  /** The payment stage it was issued from; null once that stage was deleted. */
  stage_id: z.string().nullable(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  title: z.string(),
  /** ISO 4217, upper case. */
  currency: z.string(),
  subtotal: z.number(),
  tax_total: z.number(),
  total: z.number(),
  /** What this invoice asks for: the total less what earlier invoices of the plan charged. */
  amount_due: z.number(),
  amount_paid: z.number(),
  amount_refunded: z.number(),
  /** YYYY-MM-DD. */
  issued_on: z.string(),
  due_on: z.string(),
  paid_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  pdf_url: z.string(),
  created_at: z.string(),
});
export type V1Invoice = z.output<typeof v1InvoiceSchema>;

/** One payment toward an invoice (in the payment webhook events). */
export const v1PaymentSchema = z.object({
  id: z.string(),
  invoice_id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  amount_refunded: z.number(),
  currency: z.string(),
  /** The card or bank method the provider reports, when it does. */
  method: z.string().nullable(),
  succeeded_at: z.string().nullable(),
});
export type V1Payment = z.output<typeof v1PaymentSchema>;

/** payment.succeeded: the payment and the invoice as it stands after it. */
export const v1PaymentSucceededEventSchema = z.object({ payment: v1PaymentSchema, invoice: v1InvoiceSchema });
export type V1PaymentSucceededEvent = z.output<typeof v1PaymentSucceededEventSchema>;

/** invoice.paid: the invoice, now paid in full. */
export const v1InvoicePaidEventSchema = z.object({ invoice: v1InvoiceSchema });
export type V1InvoicePaidEvent = z.output<typeof v1InvoicePaidEventSchema>;

/** payment.refunded: the refund (as the credit note that records it), the payment and the invoice. */
export const v1PaymentRefundedEventSchema = z.object({
  refund: z.object({
    credit_note_id: z.string(),
    credit_note_number: z.string(),
    amount: z.number(),
    currency: z.string(),
    created_at: z.string(),
  }),
  payment: v1PaymentSchema,
  invoice: v1InvoiceSchema,
});
export type V1PaymentRefundedEvent = z.output<typeof v1PaymentRefundedEventSchema>;

/** A webhook's body: `{ type, timestamp, data }` (Standard Webhooks). */
export interface WebhookPayload<T = unknown> {
  type: string;
  /** ISO 8601, when the event happened. */
  timestamp: string;
  data: T;
}
