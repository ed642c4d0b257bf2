import type { InvoiceDocument, InvoiceKind, QuoteLine, TaxGroup } from '@bloom/core';
import { sql } from 'kysely';
import { type EmailJob, workSendEmail } from '../../src/modules/email/send-email-job';
import type { Db } from '../../src/platform/db/database';
import { createJobs } from '../../src/platform/jobs/jobs';
import { QUEUES } from '../../src/platform/jobs/queues';
import { createMailer } from '../../src/platform/mail/mailer';
import type { FileStorage } from '../../src/platform/storage/file-storage';
import { silent, waitFor } from './jobs';
import type { TestApp } from './test-app';

/**
 * Payments fixtures (issue 35): frozen invoice documents with known sums, and plans, invoices,
 * payments and credit notes written straight into the tables, so the documents, lists, reminders
 * and v1 can be tested without going through a checkout. Amounts are minor units.
 */

const line = (
  description: string,
  quantity: number,
  unitAmount: number,
  tax: { id: string; name: string; rate: number } | null,
): QuoteLine => {
  const net = quantity * unitAmount;
  const taxAmount = tax ? Math.round((net * tax.rate) / 100_000) : 0;
  return {
    description,
    quantity,
    unitAmount,
    taxRateId: tax?.id ?? null,
    taxName: tax?.name ?? null,
    rate: tax?.rate ?? 0,
    net,
    tax: taxAmount,
    gross: net + taxAmount,
  };
};

export const VAT = { id: 'vat', name: 'VAT', rate: 20_000 };
export const REDUCED = { id: 'reduced', name: 'Reduced', rate: 5_500 };

/** Groups the lines by tax rate (untaxed last), as the quote does. */
function taxesOf(lines: QuoteLine[]): TaxGroup[] {
  const groups = new Map<string | null, TaxGroup>();
  for (const l of lines) {
    const g = groups.get(l.taxRateId) ?? { taxRateId: l.taxRateId, name: l.taxName, rate: l.rate, net: 0, tax: 0 };
    g.net += l.net;
    g.tax += l.tax;
    groups.set(l.taxRateId, g);
  }
  return [...groups.values()];
}

export interface DocumentOptions {
  currency?: string;
  number?: string;
  /** One 20 % line of this unit amount instead of the default three lines. */
  unit?: number;
  /** That many untaxed lines of 10.00 instead ("Line n of the work"). */
  lines?: number;
  kind?: InvoiceKind;
  issuedOn?: string;
  dueOn?: string;
}

/**
 * A full invoice: Website design 2,000.00 at 20 % VAT, Hosting 12 × 20.00 at 5.5 %, Domain 12.00
 * untaxed. Subtotal 2,252.00, VAT 400.00, Reduced 13.20, tax 413.20, total 2,665.20.
 */
export function invoiceDocument(options: DocumentOptions = {}): InvoiceDocument {
  const lines =
    options.lines !== undefined
      ? Array.from({ length: options.lines }, (_, i) => line(`Line ${i + 1} of the work`, 1, 1000, null))
      : options.unit !== undefined
        ? [line('Website design', 1, options.unit, VAT)]
        : [
            line('Website design', 1, 200_000, VAT),
            line('Hosting (12 months)', 12, 2_000, REDUCED),
            line('Domain', 1, 1_200, null),
          ];
  const subtotal = lines.reduce((s, l) => s + l.net, 0);
  const taxTotal = lines.reduce((s, l) => s + l.tax, 0);
  const total = subtotal + taxTotal;
  return {
    number: options.number ?? 'INV-0007',
    kind: options.kind ?? 'full',
    title: 'Website redesign',
    issuedOn: options.issuedOn ?? '2025-03-01',
    dueOn: options.dueOn ?? '2025-03-15',
    currency: options.currency ?? 'USD',
    seller: {
      name: 'Studio North',
      legalName: 'Studio North LLC',
      address: '1 Harbour Street\nPortland, ME 04101',
      taxId: 'US-123',
      email: 'hello@studio.example',
    },
    buyer: { name: 'Ada Lane', contactName: 'Sam Lee', email: 'sam@example.com' },
    lines,
    taxes: taxesOf(lines),
    subtotal,
    taxTotal,
    total,
    deductions: [],
    amountDue: total,
    pricesIncludeTax: false,
    paymentTerms: 'Payment due within 14 days.',
    footer: 'Thank you for your business.',
  };
}

/**
 * The final invoice of a 30 % deposit plan over invoiceDocument(): every line, the deposit
 * (799.56, INV-0001) deducted, 1,865.64 due; `taxes` its own share per rate (VAT 280.00 on
 * 1,400.00, Reduced 9.24 on 168.00), as core's buildInvoiceDocument makes it.
 */
export function finalDocument(): InvoiceDocument {
  const doc = invoiceDocument({ kind: 'final', number: 'INV-0002' });
  const share = (n: number) => Math.round((n * 30) / 100);
  const deposit = doc.taxes.map((g) => ({ ...g, net: share(g.net), tax: share(g.tax) }));
  const net = deposit.reduce((s, g) => s + g.net, 0);
  const tax = deposit.reduce((s, g) => s + g.tax, 0);
  return {
    ...doc,
    taxes: doc.taxes.map((g, i) => ({
      ...g,
      net: g.net - (deposit[i]?.net ?? 0),
      tax: g.tax - (deposit[i]?.tax ?? 0),
    })),
    deductions: [{ number: 'INV-0001', label: 'Deposit (30 %)', net, tax, total: net + tax }],
    amountDue: doc.total - net - tax,
  };
}

/** Seller details for the workspace (the reminder offsets, currency and prefix matter to the tests). */
export async function paymentSettings(
  db: Db,
  workspaceId: string,
  values: { currency?: string; reminderOffsets?: number[]; legalName?: string; accountStatus?: 'none' | 'active' } = {},
) {
  await db
    .insertInto('payment_settings')
    .values({
      workspace_id: workspaceId,
      currency: values.currency ?? 'USD',
      legal_name: values.legalName ?? 'Studio North LLC',
      account_status: values.accountStatus ?? 'active',
      account_id: values.accountStatus === 'none' ? null : `acct_test_${workspaceId}`,
      reminder_offsets: JSON.stringify(values.reminderOffsets ?? [-7, 0, 2]),
    })
    .onConflict((oc) =>
      oc.column('workspace_id').doUpdateSet({
        currency: values.currency ?? 'USD',
        reminder_offsets: JSON.stringify(values.reminderOffsets ?? [-7, 0, 2]),
      }),
    )
    .execute();
}

export interface InvoiceInput {
  workspaceId: string;
  clientId: string;
  /** The contact who started the plan (the billing contact); null: the client's primary. */
  contactId?: string | null;
  currency?: string;
  document?: InvoiceDocument;
  kind?: InvoiceKind;
  status?: 'open' | 'paid' | 'void';
  /** Defaults to the document's amount due. */
  amount?: number;
  amountPaid?: number;
  amountRefunded?: number;
  issuedAt?: Date;
  dueDate?: string;
  paidAt?: Date | null;
}

/** The next number of the workspace's series, taken as issuing does (invoice_counters). */
async function nextNumber(db: Db, workspaceId: string, series: 'invoice' | 'credit_note') {
  const { rows } = await sql<{ last_number: number }>`
    INSERT INTO invoice_counters (workspace_id, series, last_number) VALUES (${workspaceId}, ${series}, 1)
    ON CONFLICT (workspace_id, series) DO UPDATE SET last_number = invoice_counters.last_number + 1
    RETURNING last_number`.execute(db);
  const seq = rows[0]?.last_number ?? 1;
  return { seq, number: `${series === 'invoice' ? 'INV-' : 'CN-'}${String(seq).padStart(4, '0')}` };
}

/** A plan with one invoice (installment 0), straight in the tables; answers the invoice's id, number and plan. */
export async function insertInvoice(db: Db, input: InvoiceInput) {
  const currency = input.currency ?? input.document?.currency ?? 'USD';
  const { seq, number } = await nextNumber(db, input.workspaceId, 'invoice');
  const document = { ...(input.document ?? invoiceDocument({ currency })), number, currency };
  if (input.dueDate) document.dueOn = input.dueDate;
  if (input.issuedAt) document.issuedOn = input.issuedAt.toISOString().slice(0, 10);
  const amount = input.amount ?? document.amountDue;
  const plan = await db
    .insertInto('payment_plans')
    .values({
      workspace_id: input.workspaceId,
      project_id: input.clientId,
      choice: 'full',
      currency,
      title: document.title,
      quote: JSON.stringify({}),
      installments: JSON.stringify([]),
      total: amount,
      created_by_contact_id: input.contactId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const status = input.status ?? 'open';
  const invoice = await db
    .insertInto('invoices')
    .values({
      workspace_id: input.workspaceId,
      project_id: input.clientId,
      plan_id: plan.id,
      installment: 0,
      kind: input.kind ?? document.kind,
      seq,
      number,
      status,
      currency,
      document: JSON.stringify(document),
      total: document.total,
      amount_due: amount,
      amount_paid: input.amountPaid ?? (status === 'paid' ? amount : 0),
      amount_refunded: input.amountRefunded ?? 0,
      ...(input.issuedAt ? { issued_at: input.issuedAt } : {}),
      due_date: input.dueDate ?? document.dueOn,
      paid_at: input.paidAt ?? (status === 'paid' ? new Date() : null),
      voided_at: status === 'void' ? new Date() : null,
      billing_contact_id: input.contactId ?? null,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  return { id: invoice.id, number: invoice.number, planId: plan.id, document };
}

/** A payment of the invoice at the test provider (succeeded by default). */
export async function insertPayment(
  db: Db,
  invoice: { id: string },
  values: { amount: number; status?: 'pending' | 'succeeded'; method?: string | null; refunded?: number },
) {
  const row = await db
    .selectFrom('invoices')
    .select(['workspace_id', 'project_id', 'currency'])
    .where('id', '=', invoice.id)
    .executeTakeFirstOrThrow();
  const status = values.status ?? 'succeeded';
  return db
    .insertInto('payments')
    .values({
      workspace_id: row.workspace_id,
      project_id: row.project_id,
      invoice_id: invoice.id,
      provider: 'test',
      account_id: `acct_test_${row.workspace_id}`,
      session_id: `cs_test_${Math.random().toString(36).slice(2)}`,
      amount: values.amount,
      currency: row.currency,
      status,
      method: values.method === undefined ? 'card' : values.method,
      amount_refunded: values.refunded ?? 0,
      succeeded_at: status === 'succeeded' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A credit note for a refund of `amount` of the payment, numbered in the workspace's credit-note series. */
export async function insertCreditNote(db: Db, payment: { id: string }, amount: number) {
  const row = await db
    .selectFrom('payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select(['p.workspace_id', 'p.project_id', 'p.invoice_id', 'p.currency', 'i.document'])
    .where('p.id', '=', payment.id)
    .executeTakeFirstOrThrow();
  const { seq, number } = await nextNumber(db, row.workspace_id, 'credit_note');
  return db
    .insertInto('credit_notes')
    .values({
      workspace_id: row.workspace_id,
      project_id: row.project_id,
      invoice_id: row.invoice_id,
      payment_id: payment.id,
      provider_refund_id: `re_test_${seq}`,
      seq,
      number,
      amount,
      currency: row.currency,
      document: JSON.stringify(row.document),
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
}

/** The payment emails queued for a client (invoices, receipts, credit notes, reminders), oldest first. */
export async function paymentMails(db: Db, clientId: string, kind?: 'payment-record' | 'payment-reminder') {
  const { rows } = await sql<{ data: EmailJob }>`
    SELECT data FROM (
      SELECT data, created_on FROM pgboss.job WHERE name = 'send-email'
      UNION ALL SELECT data, created_on FROM pgboss.archive WHERE name = 'send-email'
    ) j
    WHERE j.data->'client'->>'id' = ${clientId} AND j.data->'client'->>'kind' LIKE 'payment-%'
    ORDER BY j.created_on`.execute(db);
  return rows.map((r) => r.data).filter((m) => !kind || m.client?.kind === kind);
}

/** Runs the send-email worker (outbox mailer, `storage` for attachments) until every queued email is sent. */
export async function deliverMail(t: TestApp, storage: FileStorage | undefined) {
  const jobs = createJobs({
    db: t.db,
    databaseUrl: t.databaseUrl,
    queues: QUEUES,
    schedules: {},
    pollingIntervalSeconds: 0.5,
    log: silent().log,
  });
  await workSendEmail(jobs, { db: t.db, mailer: createMailer({ db: t.db, from: 'Bloom <test@localhost>' }), storage });
  await jobs.start();
  try {
    await waitFor(async () => {
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pgboss.job
        WHERE name = 'send-email' AND state IN ('created', 'retry', 'active')`.execute(t.db);
      return Number(rows[0]?.n) === 0;
    }, 'the queued emails');
  } finally {
    await jobs.stop();
  }
}
