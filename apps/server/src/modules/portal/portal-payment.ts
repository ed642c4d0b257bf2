import {
  type BusinessDetails,
  choicesFor,
  DEFAULT_BUSINESS_DETAILS,
  defaultPaymentConfig,
  type Installment,
  type InvoiceStatus,
  type PaymentProviderName,
  type PlanChoice,
  type PortalInstallmentDto,
  type PortalPaymentDto,
  paymentConfigProblem,
  planInstallments,
  type Quote,
  quoteStage,
  type StagePaymentConfig,
  stagePaymentState,
} from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * A payment stage as the portal shows it (issue 35): before the client starts paying, a preview
 * priced from the stage and the workspace's business details; after, the frozen plan with each
 * installment's invoice and the credit notes. The portal page reads it inside its one statement
 * (`paymentsColumn`); the plan route answers one stage again (`loadPortalPayment`).
 */

/** A file of an invoice or credit note through the portal. */
export const portalInvoiceFilePath = (token: string, invoiceId: string, file: 'pdf' | 'receipt') =>
  `/api/portal/${encodeURIComponent(token)}/invoices/${invoiceId}/${file}`;
export const portalCreditNoteFilePath = (token: string, creditNoteId: string) =>
  `/api/portal/${encodeURIComponent(token)}/credit-notes/${creditNoteId}/pdf`;

interface InvoiceJson {
  id: string;
  installment: number;
  number: string;
  status: InvoiceStatus;
  amountDue: number;
  amountPaid: number;
  dueOn: string;
  hasPdf: boolean;
  hasReceipt: boolean;
}

interface PlanJson {
  id: string;
  stepId: string | null;
  choice: PlanChoice;
  currency: string;
  title: string;
  quote: Quote;
  installments: Installment[];
  invoices: InvoiceJson[];
  creditNotes: { id: string; number: string; amount: number; hasPdf: boolean }[];
}

/** The workspace's payment settings as the statement reads them (null: never saved). */
interface SettingsJson {
  provider: PaymentProviderName;
  active: boolean;
  business: BusinessDetails;
}

/** What the portal statement answers about payments: the settings and the client's live plans. */
export interface PaymentsJson {
  settings: SettingsJson | null;
  plans: PlanJson[] | null;
}

/** A stage as the payment DTO needs it. */
export interface PaymentStageJson {
  id: string;
  name: string;
  payment: StagePaymentConfig | null;
}

/**
 * The portal statement's column of payments, for client `p` (the statement's own alias): the
 * workspace's settings and the client's live plans with their invoices and credit notes.
 */
export const paymentsColumn = sql<PaymentsJson>`json_build_object(
  'settings', (SELECT json_build_object('provider', ps.provider,
      'active', ps.account_status = 'active' AND ps.account_id IS NOT NULL,
      'business', json_build_object('legalName', ps.legal_name, 'address', ps.address, 'taxId', ps.tax_id,
        'taxRates', ps.tax_rates, 'pricesIncludeTax', ps.prices_include_tax, 'currency', ps.currency,
        'invoicePrefix', ps.invoice_prefix, 'paymentTermsDays', ps.payment_terms_days, 'footer', ps.footer,
        'reminderOffsets', ps.reminder_offsets))
    FROM payment_settings ps WHERE ps.workspace_id = p.workspace_id),
  'plans', (SELECT json_agg(json_build_object('id', pl.id, 'stepId', pl.step_id, 'choice', pl.choice,
      'currency', pl.currency, 'title', pl.title, 'quote', pl.quote, 'installments', pl.installments,
      'invoices', (SELECT coalesce(json_agg(json_build_object('id', i.id, 'installment', i.installment,
          'number', i.number, 'status', i.status, 'amountDue', i.amount_due, 'amountPaid', i.amount_paid,
          'dueOn', to_char(i.due_date, 'YYYY-MM-DD'), 'hasPdf', i.pdf_key IS NOT NULL,
          'hasReceipt', i.receipt_key IS NOT NULL) ORDER BY i.installment), '[]')
        FROM invoices i WHERE i.plan_id = pl.id),
      'creditNotes', (SELECT coalesce(json_agg(json_build_object('id', n.id, 'number', n.number, 'amount', n.amount,
          'hasPdf', n.pdf_key IS NOT NULL) ORDER BY n.seq), '[]')
        FROM credit_notes n JOIN invoices ni ON ni.id = n.invoice_id WHERE ni.plan_id = pl.id)))
    FROM payment_plans pl WHERE pl.project_id = p.id AND pl.status <> 'voided'))`;

/**
 * The payment stage `stageId` of client `projectId` as the portal shows it; null when it is no
 * payment stage of theirs. `paymentsEnabled`: false when this server takes no payments
 * (PAYMENTS_PROVIDER=none), so nothing can be paid.
 */
export async function loadPortalPayment(
  db: Kysely<Database>,
  token: string,
  projectId: string,
  stageId: string,
  paymentsEnabled: boolean,
): Promise<PortalPaymentDto | null> {
  const { rows } = await sql<{ stages: PaymentStageJson[] | null; payments: PaymentsJson }>`
    SELECT (SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'payment', s.payment,
        'stepType', s.step_type) ORDER BY s.step_order, s.id)
      FROM flow_steps s WHERE s.template_id = p.template_id AND s.deleted_at IS NULL) AS stages,
      ${paymentsColumn} AS payments
    FROM projects p WHERE p.id = ${projectId}`.execute(db);
  const row = rows[0];
  const stages = (row?.stages ?? []) as (PaymentStageJson & { stepType: string })[];
  const stage = stages.find((s) => s.id === stageId && s.stepType === 'payment');
  return row && stage ? portalPaymentDto(token, stage, stages, row.payments, paymentsEnabled) : null;
}

/** The stage's payment: the plan when started, else the preview from the stage's config. */
export function portalPaymentDto(
  token: string,
  stage: PaymentStageJson,
  stages: readonly { id: string; name: string }[],
  payments: PaymentsJson,
  paymentsEnabled: boolean,
): PortalPaymentDto {
  const config = stage.payment ?? defaultPaymentConfig(stage.name);
  const settings = payments.settings;
  const business = settings?.business ?? DEFAULT_BUSINESS_DETAILS;
  const plan = payments.plans?.find((p) => p.stepId === stage.id);
  const choices = choicesFor(config.schedule);
  const quote = plan?.quote ?? quoteStage(config, business);
  const installments = plan?.installments ?? planInstallments(config.schedule, quote, choices[0] ?? 'full');
  const invoices = new Map((plan?.invoices ?? []).map((i) => [i.installment, i]));
  const nameOf = new Map(stages.map((s) => [s.id, s.name]));
  const rows: PortalInstallmentDto[] = installments.map((i) => {
    const invoice = invoices.get(i.index);
    return {
      index: i.index,
      kind: i.kind,
      label: i.label,
      amount: i.amount,
      due: i.due,
      dueOn: invoice?.dueOn ?? (i.due.on === 'date' ? i.due.date : null),
      stageName: i.due.on === 'milestone' ? (nameOf.get(i.due.stageId) ?? null) : null,
      status: invoice ? (invoice.status === 'open' ? 'due' : invoice.status) : 'upcoming',
      invoice: invoice
        ? {
            id: invoice.id,
            number: invoice.number,
            amountDue: invoice.amountDue,
            amountPaid: invoice.amountPaid,
            pdfUrl: invoice.hasPdf ? portalInvoiceFilePath(token, invoice.id, 'pdf') : null,
            receiptUrl: invoice.hasReceipt ? portalInvoiceFilePath(token, invoice.id, 'receipt') : null,
          }
        : null,
    };
  });
  const problem = plan
    ? null
    : paymentConfigProblem(
        config,
        business,
        stages.map((s) => s.id),
      );
  return {
    stageId: stage.id,
    title: plan?.title ?? config.title,
    currency: plan?.currency ?? business.currency,
    quote,
    choices,
    choice: plan?.choice ?? null,
    testMode: (settings?.provider ?? 'test') === 'test',
    canPay: paymentsEnabled && (settings?.active ?? false) && problem === null,
    installments: rows,
    paidNow: plan
      ? stagePaymentState(
          installments.map((i) => {
            const invoice = invoices.get(i.index);
            return { ...i, invoice: invoice ? { status: invoice.status, amountPaid: invoice.amountPaid } : null };
          }),
        ).paidNow
      : false,
    creditNotes: (plan?.creditNotes ?? []).map((n) => ({
      number: n.number,
      amount: n.amount,
      pdfUrl: n.hasPdf ? portalCreditNoteFilePath(token, n.id) : null,
    })),
  };
}
