import type { CreditNoteDto, InvoiceDto, InvoiceKind, InvoiceStatus, PaymentFlag } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * Invoices as the owner sees them (core's InvoiceDto): the client page, /api/payments and its CSV,
 * voiding. One statement reads the invoice, its client, its credit notes and the flags of its
 * payments; `overdue` and the days are the workspace's (its time zone). Links are the owner's file
 * routes, null until the document is stored (invoice-files.ts makes them).
 */
type Reader = Kysely<Database>;

/** The invoices of `workspaceId` (as `i`, with `p` its client and `w` the workspace), before any filter. */
export const workspaceInvoices = (db: Reader, workspaceId: string) =>
  db
    .selectFrom('invoices as i')
    .innerJoin('projects as p', 'p.id', 'i.project_id')
    .innerJoin('payment_plans as pl', 'pl.id', 'i.plan_id')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .where('i.workspace_id', '=', workspaceId);

/** Today in the workspace's zone, for `w`. */
export const WORKSPACE_TODAY = sql<string>`(now() AT TIME ZONE w.timezone)::date`;
/** Open and past its due day. */
export const OVERDUE = sql<boolean>`(i.status = 'open' AND i.due_date < ${WORKSPACE_TODAY})`;

/** What an InvoiceDto is read from (select these on workspaceInvoices). */
export const INVOICE_COLUMNS = [
  'i.id',
  'i.project_id',
  'p.client_name',
  'i.number',
  'i.kind',
  'i.status',
  'i.currency',
  'i.total',
  'i.amount_due',
  'i.amount_paid',
  'i.amount_refunded',
  'i.paid_at',
  'i.voided_at',
  'i.pdf_key',
  'i.receipt_key',
  'pl.title',
  sql<string>`coalesce(i.document->>'issuedOn', to_char(i.issued_at AT TIME ZONE w.timezone, 'YYYY-MM-DD'))`.as(
    'issued_on',
  ),
  sql<string>`to_char(i.due_date, 'YYYY-MM-DD')`.as('due_on'),
  OVERDUE.as('overdue'),
  sql<{ id: string; number: string; amount: number; created_at: string; pdf_key: string | null }[]>`coalesce((
    SELECT json_agg(json_build_object('id', n.id, 'number', n.number, 'amount', n.amount,
      'created_at', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'pdf_key', n.pdf_key)
      ORDER BY n.seq)
    FROM credit_notes n WHERE n.invoice_id = i.id), '[]'::json)`.as('credit_notes'),
  sql<PaymentFlag[]>`coalesce((SELECT json_agg(DISTINCT y.flag) FROM payments y
    WHERE y.invoice_id = i.id AND y.flag IS NOT NULL), '[]'::json)`.as('flags'),
] as const;

export interface InvoiceRow {
  id: string;
  project_id: string;
  client_name: string;
  number: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  currency: string;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_refunded: number;
  paid_at: Date | null;
  voided_at: Date | null;
  pdf_key: string | null;
  receipt_key: string | null;
  title: string;
  issued_on: string;
  due_on: string;
  overdue: boolean;
  credit_notes: { id: string; number: string; amount: number; created_at: string; pdf_key: string | null }[];
  flags: PaymentFlag[];
}

const fileUrl = (clientId: string, path: string) => `/api/clients/${clientId}/${path}`;

export function toInvoiceDto(row: InvoiceRow): InvoiceDto {
  const creditNotes: CreditNoteDto[] = row.credit_notes.map((n) => ({
    id: n.id,
    number: n.number,
    amount: n.amount,
    createdAt: n.created_at,
    pdfUrl: n.pdf_key ? fileUrl(row.project_id, `credit-notes/${n.id}/pdf`) : null,
  }));
  return {
    id: row.id,
    clientId: row.project_id,
    clientName: row.client_name,
    number: row.number,
    kind: row.kind,
    status: row.status,
    currency: row.currency,
    total: row.total,
    amountDue: row.amount_due,
    amountPaid: row.amount_paid,
    amountRefunded: row.amount_refunded,
    issuedOn: row.issued_on,
    dueOn: row.due_on,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    voidedAt: row.voided_at ? new Date(row.voided_at).toISOString() : null,
    overdue: row.overdue,
    title: row.title,
    pdfUrl: row.pdf_key ? fileUrl(row.project_id, `invoices/${row.id}/pdf`) : null,
    receiptUrl: row.receipt_key ? fileUrl(row.project_id, `invoices/${row.id}/receipt`) : null,
    creditNotes,
    flagged: [...new Set(row.flags)].sort(),
  };
}

/** One invoice of the workspace's client `clientId`, or null. */
export async function invoiceDto(
  db: Reader,
  workspaceId: string,
  clientId: string,
  invoiceId: string,
): Promise<InvoiceDto | null> {
  const row = await workspaceInvoices(db, workspaceId)
    .select(INVOICE_COLUMNS)
    .where('i.id', '=', invoiceId)
    .where('i.project_id', '=', clientId)
    .executeTakeFirst();
  return row ? toInvoiceDto(row as InvoiceRow) : null;
}
