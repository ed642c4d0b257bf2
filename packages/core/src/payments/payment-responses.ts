import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  type BusinessDetails,
  type DueRule,
  INSTALLMENT_STATUSES,
  INVOICE_KINDS,
  INVOICE_LIST_STATUSES,
  INVOICE_STATUSES,
  PAYMENT_FLAGS,
  PAYMENT_PROVIDERS,
  PLAN_CHOICES,
  PLAN_STATUSES,
  type Quote,
  type StagePaymentConfig,
} from './payment-types';

/**
 * The payments API's answers as zod schemas (see clients/client-responses.ts for why apart).
 * Amounts are integers in minor units of `currency`; days are 'YYYY-MM-DD'; times ISO 8601 UTC.
 * The portal page and the web take the types with `import type`.
 */

export const dueRuleDtoSchema = z.discriminatedUnion('on', [
  z.object({ on: z.literal('now') }),
  z.object({ on: z.literal('days'), days: z.number() }),
  z.object({ on: z.literal('date'), date: z.string() }),
  z.object({ on: z.literal('milestone'), stageId: z.string() }),
]) satisfies z.ZodType<DueRule>;

/** A stage's payment config as the journey answers it (journeyStepSchema.payment). */
export const stagePaymentConfigDtoSchema = z.object({
  title: z.string(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitAmount: z.number(),
      taxRateId: z.string().nullable(),
    }),
  ),
  schedule: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('full') }),
    z.object({
      kind: z.literal('deposit'),
      deposit: z.discriminatedUnion('type', [
        z.object({ type: z.literal('percent'), percent: z.number() }),
        z.object({ type: z.literal('fixed'), amount: z.number() }),
      ]),
      balanceDue: dueRuleDtoSchema,
      allowChoice: z.boolean(),
    }),
    z.object({
      kind: z.literal('instalments'),
      instalments: z.array(z.object({ percent: z.number(), due: dueRuleDtoSchema })),
    }),
  ]),
}) satisfies z.ZodType<StagePaymentConfig>;

export const taxGroupSchema = z.object({
  taxRateId: z.string().nullable(),
  name: z.string().nullable(),
  /** Thousandths of a percent. */
  rate: z.number(),
  net: z.number(),
  tax: z.number(),
});

export const quoteLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitAmount: z.number(),
  taxRateId: z.string().nullable(),
  taxName: z.string().nullable(),
  rate: z.number(),
  net: z.number(),
  tax: z.number(),
  gross: z.number(),
});

/** A priced stage (quote.ts): subtotal + taxTotal = total. */
export const quoteSchema = z.object({
  currency: z.string(),
  pricesIncludeTax: z.boolean(),
  lines: z.array(quoteLineSchema),
  taxes: z.array(taxGroupSchema),
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
}) satisfies z.ZodType<Quote>;

export const businessDetailsDtoSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  taxId: z.string(),
  taxRates: z.array(z.object({ id: z.string(), name: z.string(), rate: z.number() })),
  pricesIncludeTax: z.boolean(),
  currency: z.string(),
  invoicePrefix: z.string(),
  paymentTermsDays: z.number(),
  footer: z.string(),
  reminderOffsets: z.array(z.number()),
}) satisfies z.ZodType<BusinessDetails>;

/** GET and PUT /api/settings/payments. */
export const paymentSettingsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** False when PAYMENTS_PROVIDER=none: this server takes no payments (no connecting, no paying). */
  enabled: z.boolean(),
  /** The test provider (or Stripe's test keys): no real money moves. */
  testMode: z.boolean(),
  account: z.object({ status: z.enum(ACCOUNT_STATUSES), id: z.string().nullable() }),
  business: businessDetailsDtoSchema,
  /** Open invoices of the workspace: while any, the currency cannot change. */
  openInvoices: z.number(),
  canManage: z.boolean(),
});
export type PaymentSettingsDto = z.infer<typeof paymentSettingsSchema>;

export const creditNoteDtoSchema = z.object({
  id: z.string(),
  number: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  pdfUrl: z.string().nullable(),
});
export type CreditNoteDto = z.infer<typeof creditNoteDtoSchema>;

/** An invoice as the owner sees it (the client page, /api/payments, voiding). */
export const invoiceSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  total: z.number(),
  amountDue: z.number(),
  amountPaid: z.number(),
  amountRefunded: z.number(),
  /** YYYY-MM-DD. */
  issuedOn: z.string(),
  dueOn: z.string(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** Open and past its due day (in the workspace's time zone). */
  overdue: z.boolean(),
  title: z.string(),
  /** Owner file routes; null until the PDF is rendered. */
  pdfUrl: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  creditNotes: z.array(creditNoteDtoSchema),
  /** Payments kept but needing the owner's attention (paid after a void, paid twice…). */
  flagged: z.array(z.enum(PAYMENT_FLAGS)),
});
export type InvoiceDto = z.infer<typeof invoiceSchema>;

/** Sums per currency (a workspace may have changed its currency between plans). */
const currencyTotalsSchema = z.object({
  currency: z.string(),
  due: z.number(),
  paid: z.number(),
  refunded: z.number(),
});

/** GET /api/clients/{id}/payments. */
export const clientPaymentsSchema = z.object({
  /** The workspace's currency now. */
  currency: z.string(),
  /** Newest first. */
  invoices: z.array(invoiceSchema),
  plans: z.array(
    z.object({
      id: z.string(),
      /** null once the stage was deleted from the journey (the plan and its invoices stay). */
      stageId: z.string().nullable(),
      title: z.string(),
      status: z.enum(PLAN_STATUSES),
      choice: z.enum(PLAN_CHOICES),
      currency: z.string(),
      total: z.number(),
      paid: z.number(),
      due: z.number(),
    }),
  ),
  totals: z.array(currencyTotalsSchema),
});
export type ClientPaymentsDto = z.infer<typeof clientPaymentsSchema>;

/** GET /api/payments: a page of invoices and the totals of every invoice the filters match. */
export const paymentsListSchema = z.object({
  items: z.array(invoiceSchema),
  nextCursor: z.string().nullable(),
  totals: z.array(
    z.object({
      status: z.enum(INVOICE_LIST_STATUSES),
      currency: z.string(),
      count: z.number(),
      amount: z.number(),
    }),
  ),
});
export type PaymentsListDto = z.infer<typeof paymentsListSchema>;

export const portalInstallmentSchema = z.object({
  index: z.number(),
  kind: z.enum(INVOICE_KINDS),
  label: z.string(),
  amount: z.number(),
  due: dueRuleDtoSchema,
  /** Known once issued, or for a 'date' rule. */
  dueOn: z.string().nullable(),
  /** A milestone rule's stage name. */
  stageName: z.string().nullable(),
  status: z.enum(INSTALLMENT_STATUSES),
  invoice: z
    .object({
      id: z.string(),
      number: z.string(),
      amountDue: z.number(),
      amountPaid: z.number(),
      /** Portal file routes. */
      pdfUrl: z.string().nullable(),
      receiptUrl: z.string().nullable(),
    })
    .nullable(),
});
export type PortalInstallmentDto = z.infer<typeof portalInstallmentSchema>;

/** A payment stage's `payment` in the portal answer. Before a plan, `quote` and `installments` preview the stage. */
export const portalPaymentSchema = z.object({
  stageId: z.string(),
  title: z.string(),
  currency: z.string(),
  quote: quoteSchema,
  /** The ways the client may pay (choicesFor); one when there is no choice. */
  choices: z.array(z.enum(PLAN_CHOICES)),
  /** null: the plan is not started. */
  choice: z.enum(PLAN_CHOICES).nullable(),
  testMode: z.boolean(),
  /** The workspace's account can take payments and the stage has no problem (paymentConfigProblem). */
  canPay: z.boolean(),
  installments: z.array(portalInstallmentSchema),
  /** Every installment due now is paid: the stage is done. */
  paidNow: z.boolean(),
  creditNotes: z.array(z.object({ number: z.string(), amount: z.number(), pdfUrl: z.string().nullable() })),
});
export type PortalPaymentDto = z.infer<typeof portalPaymentSchema>;

/** POST /api/portal/{token}/invoices/{invoiceId}/checkout: where to send the browser. */
export const checkoutSchema = z.object({ url: z.string() });
export type CheckoutDto = z.infer<typeof checkoutSchema>;

/** POST /api/settings/payments/connect: the provider's onboarding (or, in test mode, straight back). */
export const connectSchema = z.object({ url: z.string() });
export type ConnectDto = z.infer<typeof connectSchema>;

/** POST /api/payments/webhooks/stripe. */
export const paymentWebhookReceivedSchema = z.object({ received: z.literal(true) });
