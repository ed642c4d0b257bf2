import {
  CLIENT_MESSAGES,
  type InvoiceStatus,
  type V1Invoice,
  type V1InvoicePaidEvent,
  type V1Payment,
  type V1PaymentRefundedEvent,
  type V1PaymentSucceededEvent,
} from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound } from '../../../kernel/service-error';
import { cursorKey, keysetPage, newestFirst, pageAfter } from '../../../platform/db/keyset-page';
import type { Database } from '../../../platform/db/schema';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { cleanFilename } from '../../../platform/storage/filenames';
import type { StoredFileRecord } from '../../../platform/storage/send-stored-file';
import { invoiceFileKey } from '../../payments';
import type { V1Page } from './v1-lists';

/**
 * Invoices as the public API shows them (core's v1InvoiceSchema): the answers of /api/v1/invoices
 * and the `data` of the payment.succeeded, invoice.paid and payment.refunded webhook events. Like
 * agreement-resources.ts: many of `workspaceId` in one statement, in the order of the ids asked, a
 * foreign id left out.
 */
type Reader = Kysely<Database>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Where the invoice's PDF is read with the API key (relative: the origin is the caller's). */
export const v1InvoicePdfUrl = (invoiceId: string) => `/api/v1/invoices/${invoiceId}/pdf`;

export async function v1InvoicesOf(
  trx: Reader,
  workspaceId: string,
  invoiceIds: readonly string[],
): Promise<V1Invoice[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await trx
    .selectFrom('invoices as i')
    .innerJoin('payment_plans as pl', 'pl.id', 'i.plan_id')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .select([
      'i.id',
      'i.project_id',
      'pl.step_id',
      'pl.title',
      'i.number',
      'i.kind',
      'i.status',
      'i.currency',
      'i.total',
      'i.amount_due',
      'i.amount_paid',
      'i.amount_refunded',
      'i.issued_at',
      'i.paid_at',
      'i.voided_at',
      sql<number>`coalesce((i.document->>'subtotal')::bigint, i.total)`.as('subtotal'),
      sql<number>`coalesce((i.document->>'taxTotal')::bigint, 0)`.as('tax_total'),
      sql<string>`coalesce(i.document->>'issuedOn', to_char(i.issued_at AT TIME ZONE w.timezone, 'YYYY-MM-DD'))`.as(
        'issued_on',
      ),
      sql<string>`to_char(i.due_date, 'YYYY-MM-DD')`.as('due_on'),
    ])
    .where('i.id', 'in', invoiceIds)
    .where('i.workspace_id', '=', workspaceId)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return invoiceIds.flatMap((id) => {
    const i = byId.get(id);
    if (!i) return [];
    return [
      {
        id: i.id,
        client_id: i.project_id,
        stage_id: i.step_id,
        number: i.number,
        kind: i.kind,
        status: i.status,
        title: i.title,
        currency: i.currency,
        subtotal: Number(i.subtotal),
        tax_total: Number(i.tax_total),
        total: i.total,
        amount_due: i.amount_due,
        amount_paid: i.amount_paid,
        amount_refunded: i.amount_refunded,
        issued_on: i.issued_on,
        due_on: i.due_on,
        paid_at: iso(i.paid_at),
        voided_at: iso(i.voided_at),
        pdf_url: v1InvoicePdfUrl(i.id),
        created_at: new Date(i.issued_at).toISOString(),
      },
    ];
  });
}

export async function v1InvoiceOf(trx: Reader, workspaceId: string, invoiceId: string): Promise<V1Invoice | null> {
  return (await v1InvoicesOf(trx, workspaceId, [invoiceId]))[0] ?? null;
}

async function v1PaymentOf(trx: Reader, workspaceId: string, paymentId: string): Promise<V1Payment | null> {
  const p = await trx
    .selectFrom('payments')
    .select(['id', 'invoice_id', 'status', 'amount', 'amount_refunded', 'currency', 'method', 'succeeded_at'])
    .where('id', '=', paymentId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!p) return null;
  return { ...p, succeeded_at: iso(p.succeeded_at) };
}

/** payment.succeeded's `data`: the payment and its invoice as it stands after it. */
export async function v1PaymentSucceededOf(
  trx: Reader,
  workspaceId: string,
  paymentId: string,
): Promise<V1PaymentSucceededEvent | null> {
  const payment = await v1PaymentOf(trx, workspaceId, paymentId);
  const invoice = payment && (await v1InvoiceOf(trx, workspaceId, payment.invoice_id));
  return payment && invoice ? { payment, invoice } : null;
}

/** invoice.paid's `data`. */
export async function v1InvoicePaidOf(
  trx: Reader,
  workspaceId: string,
  invoiceId: string,
): Promise<V1InvoicePaidEvent | null> {
  const invoice = await v1InvoiceOf(trx, workspaceId, invoiceId);
  return invoice ? { invoice } : null;
}

/** payment.refunded's `data`: the refund as its credit note records it, the payment and the invoice. */
export async function v1PaymentRefundedOf(
  trx: Reader,
  workspaceId: string,
  creditNoteId: string,
): Promise<V1PaymentRefundedEvent | null> {
  const note = await trx
    .selectFrom('credit_notes')
    .select(['id', 'number', 'amount', 'currency', 'created_at', 'payment_id'])
    .where('id', '=', creditNoteId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  const rest = note && (await v1PaymentSucceededOf(trx, workspaceId, note.payment_id));
  if (!note || !rest) return null;
  return {
    refund: {
      credit_note_id: note.id,
      credit_note_number: note.number,
      amount: note.amount,
      currency: note.currency,
      created_at: new Date(note.created_at).toISOString(),
    },
    ...rest,
  };
}

/**
 * GET /api/v1/invoices: newest first (by issue); `client_id` must be one of the workspace's clients
 * (404 otherwise, like a foreign id); `status` open, paid or void.
 */
export async function listV1Invoices(
  ctx: OwnerContext,
  query: {
    limit: number;
    cursor?: string | undefined;
    client_id?: string | undefined;
    status?: InvoiceStatus | undefined;
  },
): Promise<V1Page<V1Invoice>> {
  if (query.client_id) {
    const client = await ctx.db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', query.client_id)
      .where('workspace_id', '=', ctx.workspaceId)
      .executeTakeFirst();
    if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  }
  let q = ctx.db
    .selectFrom('invoices as i')
    .select(['i.id', cursorKey('i.issued_at').as('key')])
    .where('i.workspace_id', '=', ctx.workspaceId);
  if (query.client_id) q = q.where('i.project_id', '=', query.client_id);
  if (query.status) q = q.where('i.status', '=', query.status);
  const rows = await newestFirst(
    q,
    { time: 'i.issued_at', id: 'i.id' },
    pageAfter(query.cursor),
    query.limit,
  ).execute();
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => row.key);
  return {
    data: await v1InvoicesOf(
      ctx.db,
      ctx.workspaceId,
      page.map((r) => r.id),
    ),
    next_cursor: nextCursor,
  };
}

/** GET /api/v1/invoices/{id}/pdf: the workspace's invoice PDF (made now if it was not yet), or null. */
export async function findV1InvoicePdf(
  trx: Reader,
  storage: FileStorage,
  workspaceId: string,
  invoiceId: string,
): Promise<StoredFileRecord | null> {
  const row = await trx
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where('id', '=', invoiceId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  const key = row && (await invoiceFileKey(trx, storage, row.id, 'pdf'));
  if (!row || !key) return null;
  return { key, originalName: cleanFilename(`${row.number}.pdf`), mimeType: 'application/pdf' };
}
