import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import type { ContactRow, ExportableClient } from './export-client-rows';

/**
 * The rest of the client's records for the export: testimonials, agreements with the client
 * side's signatures, invoices and payments, and the mail sent to them. Every query is keyed by
 * the client found (and scoped) in export-client-rows.ts.
 */

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export async function testimonialsJson(ctx: OwnerContext, projectId: string) {
  const rows = await ctx.db
    .selectFrom('testimonials')
    .select([
      'id',
      'content',
      'client_name',
      'client_title',
      'client_company',
      'rating',
      'publish_permission',
      'approval_status',
      'approved_at',
      'contact_name',
      'created_at',
      'updated_at',
    ])
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    text: r.content,
    name: r.client_name,
    title: r.client_title,
    company: r.client_company,
    rating: r.rating,
    writtenBy: r.contact_name,
    publishPermission: r.publish_permission,
    status: r.approval_status,
    approvedAt: iso(r.approved_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}

/** The agreements sent to the client, each with its client-side signers (never the codes). */
export async function agreementsJson(ctx: OwnerContext, projectId: string) {
  const agreements = await ctx.db
    .selectFrom('agreements')
    .select([
      'id',
      'title',
      'version',
      'status',
      'created_at',
      'completed_at',
      'declined_at',
      'voided_at',
      'void_reason',
    ])
    .where('project_id', '=', projectId)
    .where('workspace_id', '=', ctx.workspaceId)
    .orderBy('created_at')
    .execute();
  if (agreements.length === 0) return [];
  const signers = await ctx.db
    .selectFrom('agreement_signers')
    .select([
      'agreement_id',
      'name',
      'email',
      'role_label',
      'status',
      'viewed_at',
      'consented_at',
      'verified_at',
      'signature_kind',
      'signature_text',
      'signed_at',
      'decline_reason',
      'time_zone',
      'ip',
      'user_agent',
    ])
    .where(
      'agreement_id',
      'in',
      agreements.map((a) => a.id),
    )
    .where('kind', '=', 'contact')
    .orderBy('sign_order')
    .execute();
  return agreements.map((a) => ({
    id: a.id,
    title: a.title,
    version: a.version,
    status: a.status,
    sentAt: iso(a.created_at),
    completedAt: iso(a.completed_at),
    declinedAt: iso(a.declined_at),
    voidedAt: iso(a.voided_at),
    voidReason: a.void_reason,
    signers: signers
      .filter((s) => s.agreement_id === a.id)
      .map((s) => ({
        name: s.name,
        email: s.email,
        role: s.role_label,
        status: s.status,
        viewedAt: iso(s.viewed_at),
        eSignConsentAt: iso(s.consented_at),
        emailCodeVerifiedAt: iso(s.verified_at),
        signature: s.signature_kind ? { kind: s.signature_kind, text: s.signature_text } : null,
        signedAt: iso(s.signed_at),
        declineReason: s.decline_reason,
        timeZone: s.time_zone,
        ip: s.ip,
        userAgent: s.user_agent,
      })),
  }));
}

export async function invoicesJson(ctx: OwnerContext, projectId: string) {
  const scoped = { project_id: projectId, workspace_id: ctx.workspaceId };
  const [plans, invoices, payments] = await Promise.all([
    ctx.db
      .selectFrom('payment_plans')
      .select(['title', 'choice', 'currency', 'total', 'status', 'created_at', 'paid_at'])
      .where('project_id', '=', scoped.project_id)
      .where('workspace_id', '=', scoped.workspace_id)
      .orderBy('created_at')
      .execute(),
    ctx.db
      .selectFrom('invoices')
      .select([
        'number',
        'kind',
        'status',
        'currency',
        'total',
        'amount_due',
        'amount_paid',
        'amount_refunded',
        'issued_at',
        sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('due_date'),
        'paid_at',
        'voided_at',
      ])
      .where('project_id', '=', scoped.project_id)
      .where('workspace_id', '=', scoped.workspace_id)
      .orderBy('seq')
      .execute(),
    ctx.db
      .selectFrom('payments as p')
      .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
      .select([
        'i.number',
        'p.amount',
        'p.currency',
        'p.status',
        'p.method',
        'p.amount_refunded',
        'p.created_at',
        'p.succeeded_at',
      ])
      .where('p.project_id', '=', scoped.project_id)
      .where('p.workspace_id', '=', scoped.workspace_id)
      .orderBy('p.created_at')
      .execute(),
  ]);
  const money = 'amounts in minor units (cents)';
  return {
    note: money,
    paymentPlans: plans.map((p) => ({ ...p, created_at: iso(p.created_at), paid_at: iso(p.paid_at) })),
    invoices: invoices.map((i) => ({
      ...i,
      issued_at: iso(i.issued_at),
      paid_at: iso(i.paid_at),
      voided_at: iso(i.voided_at),
    })),
    payments: payments.map((p) => ({
      invoice: p.number,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      method: p.method,
      refunded: p.amount_refunded,
      createdAt: iso(p.created_at),
      succeededAt: iso(p.succeeded_at),
    })),
  };
}

/**
 * The mail sent to the client or their contacts (platform/db/outbox.ts). The outbox is not kept
 * per workspace, so an address alone could match another business's mail to the same person:
 * a message counts only when it also names this client (its unsubscribe header carries the
 * client's or a contact's id, or its text a portal link's token).
 */
export async function emailsJson(ctx: OwnerContext, client: ExportableClient, contacts: ContactRow[]) {
  const addresses = [client.client_email, ...contacts.map((c) => c.email)]
    .filter((a): a is string => !!a)
    .map((a) => a.toLowerCase());
  if (addresses.length === 0) return [];
  const ids = [client.id, ...contacts.map((c) => c.id)];
  const tokens = [client.share_token, ...contacts.map((c) => c.share_token)].filter((t) => t.length >= 16);
  const rows = await ctx.db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'created_at'])
    .where(sql<string>`lower(to_address)`, 'in', [...new Set(addresses)])
    .where((eb) =>
      eb.or([
        ...ids.map((id) => eb(sql<number>`strpos(coalesce(headers::text, ''), ${id})`, '>', 0)),
        ...tokens.map((t) => eb(sql<number>`strpos(text_body, ${t})`, '>', 0)),
      ]),
    )
    .orderBy('created_at')
    .limit(5000)
    .execute();
  return rows.map((r) => ({ to: r.to_address, subject: r.subject, sentAt: iso(r.created_at) }));
}
