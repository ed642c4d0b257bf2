import {
  CLIENT_MESSAGES,
  type ClientPaymentsDto,
  DEFAULT_BUSINESS_DETAILS,
  type InvoiceDto,
  PAYMENT_MESSAGES as M,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { conflict, notFound } from '../../kernel/service-error';
import { INVOICE_COLUMNS, type InvoiceRow, invoiceDto, toInvoiceDto, workspaceInvoices } from './owner-invoice-dto';

/** The client `clientId` of the workspace; 404 'Client not found' otherwise (a Member's other clients: the guard). */
async function requireClient(ctx: OwnerContext, clientId: string) {
  const client = await ctx.db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', clientId)
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
}

/**
 * GET /api/clients/{id}/payments: the client's invoices (newest first), their plans with what was
 * paid and what is still owed on issued invoices, and the sums per currency; with the workspace's
 * currency now.
 */
export async function clientPayments(ctx: OwnerContext, clientId: string): Promise<ClientPaymentsDto> {
  await requireClient(ctx, clientId);
  const [settings, rows, plans] = await Promise.all([
    ctx.db
      .selectFrom('payment_settings')
      .select('currency')
      .where('workspace_id', '=', ctx.workspaceId)
      .executeTakeFirst(),
    workspaceInvoices(ctx.db, ctx.workspaceId)
      .select(INVOICE_COLUMNS)
      .where('i.project_id', '=', clientId)
      .orderBy('i.issued_at', 'desc')
      .orderBy('i.id', 'desc')
      .execute(),
    ctx.db
      .selectFrom('payment_plans as pl')
      .select([
        'pl.id',
        'pl.step_id',
        'pl.title',
        'pl.status',
        'pl.choice',
        'pl.currency',
        'pl.total',
        sql<string>`coalesce((SELECT sum(i.amount_paid) FROM invoices i WHERE i.plan_id = pl.id), 0)::bigint`.as(
          'paid',
        ),
        sql<string>`coalesce((SELECT sum(i.amount_due - i.amount_paid) FROM invoices i
          WHERE i.plan_id = pl.id AND i.status = 'open'), 0)::bigint`.as('due'),
      ])
      .where('pl.project_id', '=', clientId)
      .where('pl.workspace_id', '=', ctx.workspaceId)
      .orderBy('pl.created_at', 'desc')
      .orderBy('pl.id', 'desc')
      .execute(),
  ]);
  const invoices = rows.map((r) => toInvoiceDto(r as InvoiceRow));
  return {
    currency: settings?.currency ?? DEFAULT_BUSINESS_DETAILS.currency,
    invoices,
    plans: plans.map((p) => ({
      id: p.id,
      stageId: p.step_id,
      title: p.title,
      status: p.status,
      choice: p.choice,
      currency: p.currency,
      total: p.total,
      paid: Number(p.paid),
      due: Number(p.due),
    })),
    totals: totalsOf(invoices),
  };
}

/** Per currency: still owed on open invoices, paid, refunded. */
function totalsOf(invoices: InvoiceDto[]): ClientPaymentsDto['totals'] {
  const sums = new Map<string, ClientPaymentsDto['totals'][number]>();
  for (const i of invoices) {
    const t = sums.get(i.currency) ?? { currency: i.currency, due: 0, paid: 0, refunded: 0 };
    if (i.status === 'open') t.due += i.amountDue - i.amountPaid;
    t.paid += i.amountPaid;
    t.refunded += i.amountRefunded;
    sums.set(i.currency, t);
  }
  return [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * POST /api/clients/{id}/invoices/{invoiceId}/void: an open invoice nothing was paid on is voided
 * with the owner's reason; its reminders stop. 404 for another client's invoice, 409 for a paid or
 * already voided one. A payment arriving for it later is kept and flagged (apply-provider-event.ts).
 */
export async function voidInvoice(
  ctx: OwnerContext,
  clientId: string,
  invoiceId: string,
  reason: string | null,
): Promise<InvoiceDto> {
  await requireClient(ctx, clientId);
  await ctx.db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom('invoices')
      .select(['status', 'amount_paid'])
      .where('id', '=', invoiceId)
      .where('project_id', '=', clientId)
      .where('workspace_id', '=', ctx.workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) throw notFound(M.invoiceNotFound);
    if (invoice.status === 'paid') throw conflict(M.alreadyPaid);
    if (invoice.status === 'void') throw conflict(M.invoiceVoid);
    if (invoice.amount_paid > 0) throw conflict(M.voidOnlyOpen);
    await trx
      .updateTable('invoices')
      .set({ status: 'void', voided_at: sql<Date>`now()`, void_reason: reason })
      .where('id', '=', invoiceId)
      .execute();
  });
  const dto = await invoiceDto(ctx.db, ctx.workspaceId, clientId, invoiceId);
  if (!dto) throw notFound(M.invoiceNotFound);
  return dto;
}
