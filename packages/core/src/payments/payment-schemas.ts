import { z } from 'zod';
import { text } from '../text';
import { isCurrency } from './currencies';
import { isIsoDay } from './payment-dates';
import { PAYMENT_MESSAGES as M } from './payment-messages';
import {
  type BusinessDetails,
  DEFAULT_BUSINESS_DETAILS,
  type DueRule,
  INVOICE_LIST_STATUSES,
  PAYMENT_LIMITS as L,
  MAX_AMOUNT,
  type PaymentSchedule,
  PLAN_CHOICES,
  type StagePaymentConfig,
} from './payment-types';

/**
 * Request bodies of the payments API (routes in ../api/payment-routes.ts) and the payment stage
 * saved with a journey. The server parses them; the portal page never imports this file (its rules
 * are in the zod-free files beside it).
 */

const int = (min: number, max: number, message: string) =>
  z
    .int({ error: () => message })
    .min(min, message)
    .max(max, message);

const amount = int(0, MAX_AMOUNT, M.amountTooLarge);

/** When an installment falls due (payment-types.ts DueRule). */
export const dueRuleSchema = z.discriminatedUnion('on', [
  z.object({ on: z.literal('now') }),
  z.object({ on: z.literal('days'), days: int(0, L.days, M.daysInvalid) }),
  z.object({
    on: z.literal('date'),
    date: text({ label: 'Date', error: M.dateInvalid })
      .max(10, M.dateInvalid)
      .refine((d) => isIsoDay(d), M.dateInvalid),
  }),
  z.object({
    on: z.literal('milestone'),
    stageId: text({ label: 'Milestone', error: M.milestoneRequired }).trim().min(1, M.milestoneRequired).max(100),
  }),
]) satisfies z.ZodType<DueRule, unknown>;

export const paymentLineSchema = z.object({
  /** May stay blank while the journey is being built; paymentConfigProblem refuses it before anyone pays. */
  description: text({ label: 'Line description' }).trim().max(L.description, M.lineDescriptionTooLong).default(''),
  quantity: int(1, L.quantity, M.quantityInvalid).default(1),
  unitAmount: amount,
  taxRateId: text({ label: 'Tax rate' })
    .trim()
    .max(L.taxRateId, M.taxRateIdInvalid)
    .nullish()
    .transform((id) => id || null),
});

export const paymentScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full') }),
  z.object({
    kind: z.literal('deposit'),
    deposit: z.discriminatedUnion('type', [
      z.object({ type: z.literal('percent'), percent: int(1, 99, M.depositPercentInvalid) }),
      z.object({ type: z.literal('fixed'), amount: int(1, MAX_AMOUNT, M.depositAmountInvalid) }),
    ]),
    balanceDue: dueRuleSchema,
    allowChoice: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('instalments'),
    instalments: z
      .array(z.object({ percent: int(1, 100, M.instalmentPercentInvalid), due: dueRuleSchema }), {
        error: () => M.instalmentsCount,
      })
      .min(L.instalmentsMin, M.instalmentsCount)
      .max(L.instalmentsMax, M.instalmentsCount)
      .refine((list) => list.reduce((sum, i) => sum + i.percent, 0) === 100, M.instalmentsSum),
  }),
]) satisfies z.ZodType<PaymentSchedule, unknown>;

/** A payment stage's lines and schedule, saved with the journey (flow_steps.payment). */
export const stagePaymentConfigSchema = z.object({
  title: text({ label: 'Payment title', error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(L.title, M.titleTooLong),
  lines: z.array(paymentLineSchema).max(L.lines, M.tooManyLines),
  schedule: paymentScheduleSchema,
}) satisfies z.ZodType<StagePaymentConfig, unknown>;
export type StagePaymentConfigInput = z.input<typeof stagePaymentConfigSchema>;

export const taxRateSchema = z.object({
  id: text({ label: 'Tax rate id', error: M.taxRateIdInvalid })
    .trim()
    .regex(new RegExp(`^[a-z0-9-]{1,${L.taxRateId}}$`), M.taxRateIdInvalid),
  name: text({ label: 'Tax rate name', error: M.taxRateNameRequired })
    .trim()
    .min(1, M.taxRateNameRequired)
    .max(L.taxRateName, M.taxRateNameTooLong),
  rate: int(0, L.maxRate, M.taxRateInvalid),
});

/** PUT /api/settings/payments: the seller's details printed on every invoice. */
export const businessDetailsSchema = z.object({
  legalName: text({ label: 'Legal name' }).trim().max(L.legalName, M.legalNameTooLong).default(''),
  address: text({ label: 'Address' }).trim().max(L.address, M.addressTooLong).default(''),
  taxId: text({ label: 'Tax ID' }).trim().max(L.taxId, M.taxIdTooLong).default(''),
  taxRates: z
    .array(taxRateSchema)
    .max(L.taxRates, M.tooManyTaxRates)
    .refine((rates) => new Set(rates.map((r) => r.id)).size === rates.length, M.taxRateDuplicate)
    .default([]),
  pricesIncludeTax: z.boolean().default(false),
  currency: text({ label: 'Currency', error: M.currencyUnknown })
    .trim()
    .toUpperCase()
    .max(3, M.currencyUnknown)
    .refine((c) => isCurrency(c), M.currencyUnknown),
  invoicePrefix: text({ label: 'Invoice prefix', error: M.prefixInvalid })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9\\-/_.]{0,${L.invoicePrefix}}$`), M.prefixInvalid)
    .default(DEFAULT_BUSINESS_DETAILS.invoicePrefix),
  paymentTermsDays: int(0, L.termsDays, M.termsInvalid).default(DEFAULT_BUSINESS_DETAILS.paymentTermsDays),
  footer: text({ label: 'Footer' }).trim().max(L.footer, M.footerTooLong).default(''),
  reminderOffsets: z
    .array(int(-L.reminderOffsetMax, L.reminderOffsetMax, M.reminderOffsetsInvalid), {
      error: () => M.reminderOffsetsInvalid,
    })
    .max(L.reminderOffsets, M.reminderOffsetsInvalid)
    .refine((days) => new Set(days).size === days.length, M.reminderOffsetsInvalid)
    .transform((days) => [...days].sort((a, b) => a - b))
    .default([...DEFAULT_BUSINESS_DETAILS.reminderOffsets]),
}) satisfies z.ZodType<BusinessDetails, unknown>;
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;

/** POST /api/portal/{token}/payments/{stageId}/plan. */
export const choosePlanSchema = z.object({
  choice: z.enum(PLAN_CHOICES, { error: () => M.choiceNotOffered }),
});
export type ChoosePlanInput = z.input<typeof choosePlanSchema>;

/** POST /api/clients/{id}/invoices/{invoiceId}/void. */
export const voidInvoiceSchema = z.object({
  reason: text({ label: 'Reason' })
    .trim()
    .max(L.voidReason, M.voidReasonTooLong)
    .nullish()
    .transform((s) => s || null),
});
export type VoidInvoiceInput = z.input<typeof voidInvoiceSchema>;

/** An empty query value reads as no filter (a form's blank select). */
const blank = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((v) => (v === '' ? undefined : v) as z.output<T> | undefined);

/** GET /api/payments (and its CSV export): filters and the keyset cursor. */
export const paymentsListQuerySchema = z.object({
  status: blank(z.enum(INVOICE_LIST_STATUSES)),
  currency: blank(
    text({ label: 'Currency' })
      .trim()
      .toUpperCase()
      .max(3, M.currencyUnknown)
      .refine((c) => isCurrency(c), M.currencyUnknown),
  ),
  clientId: blank(z.uuid('Not a valid id')),
  cursor: text({ label: 'Cursor' }).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type PaymentsListQuery = z.input<typeof paymentsListQuerySchema>;
