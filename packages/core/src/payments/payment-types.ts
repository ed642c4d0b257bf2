/**
 * The payments vocabulary (issue 35), zod-free: the portal page, the server and the web read the
 * same names. Every amount is an integer in the currency's minor units (cents; yen have none).
 * A stage of type 'payment' carries a StagePaymentConfig; when a client starts paying it, a plan
 * freezes its Quote and the schedule's Installments; each installment that falls due is an invoice.
 */

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** none: nothing connected; pending: onboarding at the provider not finished; active: can take payments. */
export const ACCOUNT_STATUSES = ['none', 'pending', 'active'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A tax the workspace charges; `rate` is in thousandths of a percent (20 % = 20000, 8.875 % = 8875). */
export interface TaxRate {
  id: string;
  name: string;
  rate: number;
}

/** The seller's details printed on every invoice (payment_settings). */
export interface BusinessDetails {
  legalName: string;
  address: string;
  taxId: string;
  taxRates: TaxRate[];
  pricesIncludeTax: boolean;
  /** ISO 4217 code, upper case. */
  currency: string;
  invoicePrefix: string;
  paymentTermsDays: number;
  footer: string;
  /** Days relative to the due date when an unpaid invoice is reminded (-7, 0 and 2 by default). */
  reminderOffsets: number[];
}

/** One priced line of a payment stage: `unitAmount` in minor units; the tax rate by id (null: untaxed). */
export interface PaymentLine {
  description: string;
  quantity: number;
  unitAmount: number;
  taxRateId: string | null;
}

/**
 * When an installment falls due: now (when the client starts paying), a number of days after that,
 * on a fixed date (YYYY-MM-DD), or when a milestone stage of the journey is approved.
 */
export type DueRule =
  | { on: 'now' }
  | { on: 'days'; days: number }
  | { on: 'date'; date: string }
  | { on: 'milestone'; stageId: string };

export type DepositAmount = { type: 'percent'; percent: number } | { type: 'fixed'; amount: number };

/**
 * full: everything now. deposit: a deposit now, the balance later (`balanceDue`); with
 * `allowChoice` the client may pay in full instead. instalments: shares in percent (summing to 100),
 * each with its own due rule (the first is usually now).
 */
export type PaymentSchedule =
  | { kind: 'full' }
  | { kind: 'deposit'; deposit: DepositAmount; balanceDue: DueRule; allowChoice: boolean }
  | { kind: 'instalments'; instalments: { percent: number; due: DueRule }[] };

/** A payment stage's content (flow_steps.payment; null on other stages). */
export interface StagePaymentConfig {
  title: string;
  lines: PaymentLine[];
  schedule: PaymentSchedule;
}

/** What the client chose (or the schedule gives when there is no choice). */
export const PLAN_CHOICES = ['full', 'deposit', 'instalments'] as const;
export type PlanChoice = (typeof PLAN_CHOICES)[number];

/** A line as priced: net + tax = gross, tax rounded per line as the invoice shows it. */
export interface QuoteLine extends PaymentLine {
  taxName: string | null;
  /** Thousandths of a percent; 0 when untaxed. */
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

/** Net and tax of one rate (untaxed lines form the group with taxRateId null). */
export interface TaxGroup {
  taxRateId: string | null;
  name: string | null;
  rate: number;
  net: number;
  tax: number;
}

/** A priced stage: lines, totals by rate, and the totals (subtotal + taxTotal = total, always). */
export interface Quote {
  currency: string;
  pricesIncludeTax: boolean;
  lines: QuoteLine[];
  taxes: TaxGroup[];
  subtotal: number;
  taxTotal: number;
  total: number;
}

export const INVOICE_KINDS = ['full', 'deposit', 'instalment', 'final'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * One payment of a plan: its share of the quote (per tax group, so the shares of every installment
 * add up to the quote exactly), its due rule and the invoice it became (null until due).
 */
export interface Installment {
  index: number;
  kind: InvoiceKind;
  label: string;
  due: DueRule;
  amount: number;
  groups: TaxGroup[];
}

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An earlier invoice of the plan that a final invoice deducts. */
export interface InvoiceDeduction {
  number: string;
  label: string;
  net: number;
  tax: number;
  total: number;
}

/** Everything an invoice shows, frozen at issue (invoices.document); the PDF and the DTOs read it. */
export interface InvoiceDocument {
  number: string;
  kind: InvoiceKind;
  title: string;
  issuedOn: string;
  dueOn: string;
  currency: string;
  seller: { name: string; legalName: string; address: string; taxId: string; email: string | null };
  buyer: { name: string; contactName: string | null; email: string | null };
  /** Lines as printed: a final or full invoice lists the stage's lines; a deposit or instalment one its share per tax group. */
  lines: QuoteLine[];
  /** Tax per rate of what this invoice charges. */
  taxes: TaxGroup[];
  subtotal: number;
  taxTotal: number;
  total: number;
  /** A final invoice: the earlier invoices it deducts; their totals are subtracted from `total`. */
  deductions: InvoiceDeduction[];
  amountDue: number;
  pricesIncludeTax: boolean;
  paymentTerms: string;
  footer: string;
}

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Kept and shown: money that came in for an invoice that was voided, already paid, or for another amount. */
export const PAYMENT_FLAGS = ['invoice_void', 'already_paid', 'amount_mismatch'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/** Most a stage, a plan or an invoice may total, in minor units (fits PostgreSQL's integer). */
export const MAX_AMOUNT = 1_000_000_000;

/** The bounds the schemas (payment-schemas.ts) and the editors share. */
export const PAYMENT_LIMITS = {
  title: 200,
  lines: 50,
  description: 300,
  quantity: 10_000,
  instalmentsMin: 2,
  instalmentsMax: 12,
  days: 3650,
  termsDays: 365,
  taxRates: 10,
  taxRateId: 40,
  taxRateName: 60,
  /** 100 % in thousandths of a percent. */
  maxRate: 100_000,
  legalName: 200,
  address: 1000,
  taxId: 100,
  footer: 1000,
  invoicePrefix: 12,
  reminderOffsets: 6,
  reminderOffsetMax: 60,
  voidReason: 500,
} as const;

/** A new payment stage's config: one blank line, paid in full (an invoice needs at least its title). */
export const defaultPaymentConfig = (title: string): StagePaymentConfig => ({
  title: title.trim().slice(0, PAYMENT_LIMITS.title) || 'Payment',
  lines: [{ description: '', quantity: 1, unitAmount: 0, taxRateId: null }],
  schedule: { kind: 'full' },
});

/** A workspace's business details before the owner fills them in (payment_settings' defaults). */
export const DEFAULT_BUSINESS_DETAILS: BusinessDetails = {
  legalName: '',
  address: '',
  taxId: '',
  taxRates: [],
  pricesIncludeTax: false,
  currency: 'USD',
  invoicePrefix: 'INV-',
  paymentTermsDays: 14,
  footer: '',
  reminderOffsets: [-7, 0, 2],
};

/** What the owner's list filters by: an invoice's status, or open and past due, or (partly) refunded. */
export const INVOICE_LIST_STATUSES = ['open', 'paid', 'void', 'overdue', 'refunded'] as const;
export type InvoiceListStatus = (typeof INVOICE_LIST_STATUSES)[number];

/** An installment as the portal shows it: not yet invoiced, invoiced and due, paid, or voided. */
export const INSTALLMENT_STATUSES = ['upcoming', 'due', 'paid', 'void'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const PLAN_STATUSES = ['open', 'paid', 'voided'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
