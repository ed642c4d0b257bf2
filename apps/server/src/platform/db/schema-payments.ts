import type { ColumnType, Generated } from 'kysely';

/** Payments (migration 025), kept beside schema.ts, which lists them in `Database`. Amounts are integers in minor units. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
/** A `date` column, read as 'YYYY-MM-DD' text by the queries that select it (`to_char`), written as such. */
type DateColumn = ColumnType<Date | string, string, string>;

export type PaymentProviderName = 'test' | 'stripe';
export type AccountStatus = 'none' | 'pending' | 'active';
export type PlanStatus = 'open' | 'paid' | 'voided';
export type PlanChoice = 'full' | 'deposit' | 'instalments';
export type InvoiceKind = 'full' | 'deposit' | 'instalment' | 'final';
export type InvoiceStatus = 'open' | 'paid' | 'void';
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired';
export type PaymentFlag = 'invoice_void' | 'already_paid' | 'amount_mismatch';

/** The workspace's business details for invoices and its connected payment account. */
export interface PaymentSettingsTable {
  workspace_id: string;
  provider: Generated<PaymentProviderName>;
  account_id: string | null;
  account_status: Generated<AccountStatus>;
  legal_name: Generated<string>;
  address: Generated<string>;
  tax_id: Generated<string>;
  /** core's TaxRate[] */
  tax_rates: DefaultedJson<unknown[]>;
  prices_include_tax: Generated<boolean>;
  currency: Generated<string>;
  invoice_prefix: Generated<string>;
  payment_terms_days: Generated<number>;
  footer: Generated<string>;
  /** Days relative to an open invoice's due date when a reminder goes (-7, 0, 2 by default). */
  reminder_offsets: DefaultedJson<number[]>;
  updated_at: Generated<Date>;
}

/** The last number given in a workspace's invoice or credit-note series (gapless: taken in the creating transaction). */
export interface InvoiceCountersTable {
  workspace_id: string;
  series: 'invoice' | 'credit_note';
  last_number: number;
}

/** A client's payment stage, frozen when they start paying it: the quote and the schedule's installments. */
export interface PaymentPlansTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  step_id: string | null;
  status: Generated<PlanStatus>;
  choice: PlanChoice;
  currency: string;
  title: string;
  /** core's Quote (lines with tax, tax per rate, totals) */
  quote: Json<unknown>;
  /** core's Installment[] */
  installments: Json<unknown[]>;
  total: number;
  created_by_contact_id: string | null;
  created_at: Generated<Date>;
  paid_at: NullableTimestamp;
}

/** One payment due: numbered per workspace, its whole content frozen in `document` (core's InvoiceDocument). */
export interface InvoicesTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  plan_id: string;
  installment: number;
  kind: InvoiceKind;
  seq: number;
  number: string;
  status: Generated<InvoiceStatus>;
  currency: string;
  document: Json<unknown>;
  total: number;
  amount_due: number;
  amount_paid: Generated<number>;
  amount_refunded: Generated<number>;
  issued_at: Generated<Date>;
  due_date: DateColumn;
  paid_at: NullableTimestamp;
  voided_at: NullableTimestamp;
  void_reason: string | null;
  pdf_key: string | null;
  receipt_key: string | null;
  billing_contact_id: string | null;
}

/** One checkout at the provider for one invoice (a payment attempt); its state is re-read from the provider. */
export interface PaymentsTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  invoice_id: string;
  contact_id: string | null;
  provider: PaymentProviderName;
  account_id: string;
  session_id: string;
  payment_ref: string | null;
  amount: number;
  currency: string;
  status: Generated<PaymentStatus>;
  amount_refunded: Generated<number>;
  method: string | null;
  /** Money received that could not simply settle its invoice: kept and shown to the owner. */
  flag: PaymentFlag | null;
  created_at: Generated<Date>;
  succeeded_at: NullableTimestamp;
}

/** A refund made at the provider, numbered in its own gapless series. */
export interface CreditNotesTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  invoice_id: string;
  payment_id: string;
  provider_refund_id: string;
  seq: number;
  number: string;
  amount: number;
  currency: string;
  document: Json<unknown>;
  pdf_key: string | null;
  created_at: Generated<Date>;
}

/** Every provider event applied, once. */
export interface PaymentProviderEventsTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: Generated<Date>;
}

/** A payment reminder sent for an invoice at one offset from its due date (never twice). */
export interface InvoiceRemindersTable {
  invoice_id: string;
  offset_days: number;
  sent_at: Generated<Date>;
}

/** The built-in test provider's checkout sessions (PAYMENTS_PROVIDER=test; refused in production). */
export interface PaymentTestSessionsTable {
  id: string;
  account_id: string;
  amount: number;
  currency: string;
  description: string;
  success_url: string;
  cancel_url: string;
  metadata: DefaultedJson<Record<string, string>>;
  status: Generated<'open' | 'paid' | 'failed' | 'expired'>;
  payment_ref: string | null;
  /** [{ id, amount, createdAt }] */
  refunds: DefaultedJson<{ id: string; amount: number; createdAt: string }[]>;
  created_at: Generated<Date>;
}
