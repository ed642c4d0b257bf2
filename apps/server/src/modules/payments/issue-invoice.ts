import {
  buildInvoiceDocument,
  formatInvoiceNumber,
  type Installment,
  type InvoiceDocument,
  PAYMENT_MESSAGES,
  type Quote,
  TIMEZONE_FALLBACK,
} from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Events } from '../../kernel/events';
import type { Database } from '../../platform/db/schema';
import { businessOf } from './payment-settings';

/** The issuing transaction (an event's subscribers get it as a Kysely). */
type Trx = Kysely<Database>;

/** A plan as the issuing code reads it (payment_plans, its JSON parsed). */
export interface PlanRow {
  id: string;
  workspace_id: string;
  project_id: string;
  step_id: string | null;
  status: 'open' | 'paid' | 'voided';
  choice: 'full' | 'deposit' | 'instalments';
  currency: string;
  title: string;
  quote: Quote;
  installments: Installment[];
  created_by_contact_id: string | null;
}

/** The plan `planId`, locked until the transaction ends: its invoices are issued one at a time. */
export async function lockPlan(trx: Trx, planId: string): Promise<PlanRow | undefined> {
  const row = await trx
    .selectFrom('payment_plans')
    .select([
      'id',
      'workspace_id',
      'project_id',
      'step_id',
      'status',
      'choice',
      'currency',
      'title',
      'quote',
      'installments',
      'created_by_contact_id',
    ])
    .where('id', '=', planId)
    .forUpdate()
    .executeTakeFirst();
  return row && { ...row, quote: row.quote as Quote, installments: row.installments as Installment[] };
}

/**
 * The next number of a workspace's series, taken in the caller's transaction: the counter row
 * stays locked until it commits, so concurrent issuers queue, and a rollback gives the number back
 * (gapless; docs/decisions/035-payments.md).
 */
export async function takeNumber(trx: Trx, workspaceId: string, series: 'invoice' | 'credit_note'): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ workspace_id: workspaceId, series, last_number: 1 })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'series']).doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** Today as a calendar day in the workspace's time zone ('YYYY-MM-DD'). */
export function dayIn(timeZone: string | null, at: Date = new Date()): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  try {
    return format(timeZone ?? TIMEZONE_FALLBACK);
  } catch {
    return format('UTC');
  }
}

/** The seller and buyer of a plan's invoices as they are now, and the workspace's day. */
export async function invoiceParties(
  trx: Trx,
  plan: Pick<PlanRow, 'workspace_id' | 'project_id' | 'created_by_contact_id'>,
) {
  const [workspace, settings, client] = await Promise.all([
    trx
      .selectFrom('workspaces')
      .select(['name', 'contact_email', 'timezone'])
      .where('id', '=', plan.workspace_id)
      .executeTakeFirstOrThrow(),
    trx.selectFrom('payment_settings').selectAll().where('workspace_id', '=', plan.workspace_id).executeTakeFirst(),
    trx.selectFrom('projects').select('client_name').where('id', '=', plan.project_id).executeTakeFirstOrThrow(),
  ]);
  // The contact who started the plan, else the client's primary contact.
  const contacts = await trx
    .selectFrom('client_contacts')
    .select(['id', 'name', 'email', 'is_primary'])
    .where('project_id', '=', plan.project_id)
    .where((eb) => {
      const starter = plan.created_by_contact_id;
      return starter ? eb.or([eb('id', '=', starter), eb('is_primary', '=', true)]) : eb('is_primary', '=', true);
    })
    .execute();
  const contact = contacts.find((c) => c.id === plan.created_by_contact_id) ?? contacts.find((c) => c.is_primary);
  const business = settings ? businessOf(settings) : null;
  return {
    business,
    today: dayIn(workspace.timezone),
    contactId: contact?.id ?? null,
    seller: {
      name: workspace.name.trim() || business?.legalName || '',
      legalName: business?.legalName ?? '',
      address: business?.address ?? '',
      taxId: business?.taxId ?? '',
      email: workspace.contact_email,
    },
    buyer: { name: client.client_name, contactName: contact?.name ?? null, email: contact?.email ?? null },
  };
}

/**
 * Issues the invoice of installment `index` of `plan` (locked by the caller), due on `dueOn`:
 * numbered in this transaction, its whole content frozen in `document` (a final invoice deducts
 * the plan's earlier invoices by number), then `invoice.issued`. Nothing when it was issued before.
 */
export async function issueInvoice(
  trx: Trx,
  events: Events,
  plan: PlanRow,
  index: number,
  dueOn: string,
): Promise<string | null> {
  const installment = plan.installments.find((i) => i.index === index);
  if (!installment) throw new Error(`Plan ${plan.id} has no installment ${index}`);
  const issued = await trx
    .selectFrom('invoices')
    .select(['id', 'installment', 'number', 'status'])
    .where('plan_id', '=', plan.id)
    .orderBy('installment')
    .execute();
  if (issued.some((i) => i.installment === index)) return null;

  const parties = await invoiceParties(trx, plan);
  const business = parties.business;
  const seq = await takeNumber(trx, plan.workspace_id, 'invoice');
  const number = formatInvoiceNumber(business?.invoicePrefix ?? 'INV-', seq);
  // A final invoice lists every line and deducts what the earlier, still valid invoices asked.
  const earlier = issued
    .filter((i) => i.installment < index && i.status !== 'void')
    .flatMap((i) => {
      const share = plan.installments.find((x) => x.index === i.installment);
      return share ? [{ number: i.number, label: share.label, groups: share.groups, amount: share.amount }] : [];
    });
  const document: InvoiceDocument = buildInvoiceDocument({
    installment,
    quote: plan.quote,
    earlier,
    seller: parties.seller,
    buyer: parties.buyer,
    number,
    issuedOn: parties.today,
    dueOn,
    title: plan.title,
    terms: PAYMENT_MESSAGES.paymentTermsDays(business?.paymentTermsDays ?? 14),
    footer: business?.footer ?? '',
  });
  const row = await trx
    .insertInto('invoices')
    .values({
      workspace_id: plan.workspace_id,
      project_id: plan.project_id,
      plan_id: plan.id,
      installment: index,
      kind: installment.kind,
      seq,
      number,
      currency: plan.currency,
      document: JSON.stringify(document),
      total: document.total,
      amount_due: document.amountDue,
      due_date: dueOn,
      billing_contact_id: parties.contactId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await events.publish(trx, 'invoice.issued', {
    workspaceId: plan.workspace_id,
    clientId: plan.project_id,
    invoiceId: row.id,
  });
  return row.id;
}
