import { formatAmount, PAYMENT_MESSAGES as M, portalUrl } from '@bloom/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { EnqueueOptions } from '../../platform/jobs/enqueue';
import { workspacePortalOrigin } from '../domains';
import { EMAIL_WORKSPACE_COLUMNS, enqueueEmail, renderClientEmail, toEmailWorkspace, workspaceBrand } from '../email';
import { invoiceFileName } from './invoice-files';
import { formatDay } from './pdf/invoice-pdf-text';

/**
 * The payments' emails to the billing contact (the contact who started the plan, else the client's
 * primary contact), queued in the transaction of the change that causes them.
 *
 * Unsubscribing, decided as the agreements' signed PDF is (agreement-mail.ts): the invoice, its
 * receipt and a credit note are records of a transaction the contact takes part in (they chose to
 * pay; tax law expects the buyer gets the invoice), so they go even to an unsubscribed contact, as
 * 'payment-record' mail without an unsubscribe link, which would not stop them. A reminder to pay
 * is not a record: an unsubscribed contact gets none ('payment-reminder'). A bouncing address gets
 * nothing, and the send job checks again before sending (an archived client gets nothing either).
 */
type Trx = Kysely<Database>;

export interface InvoiceMailServices {
  /** Where links and the logo point (config.appOrigin). */
  appOrigin: string;
  /** AUTH_SECRET: signs the reminders' unsubscribe link. */
  secret: string;
  /** PORTAL_BASE_DOMAIN: a claimed subdomain is the portal link's host. */
  portalBaseDomain?: string | undefined;
}

/** The server-side words of these emails (subjects are core's PAYMENT_MESSAGES). */
const COPY = {
  invoiceIntro: (workspace: string, number: string, title: string, amount: string, due: string) =>
    `${workspace} sent you invoice ${number} for “${title}”: ${amount}, due ${due}.`,
  attached: 'The PDF is attached.',
  payFromPortal: 'Pay it from your portal: no account needed, and it works on your phone.',
  receiptIntro: (amount: string, number: string, day: string) =>
    `Thank you: we received ${amount} for invoice ${number} on ${day}. Your receipt is attached.`,
  creditNoteIntro: (workspace: string, amount: string, number: string) =>
    `${workspace} refunded ${amount} of invoice ${number}. The credit note is attached.`,
  reminderBefore: (number: string, title: string, amount: string, due: string) =>
    `Invoice ${number} for “${title}” (${amount}) is due on ${due}.`,
  reminderToday: (number: string, title: string, amount: string) =>
    `Invoice ${number} for “${title}” (${amount}) is due today.`,
  reminderAfter: (number: string, title: string, amount: string, due: string) =>
    `Invoice ${number} for “${title}” (${amount}) was due on ${due} and is still open.`,
  portalAction: 'Open your portal',
  payAction: (amount: string) => M.payInvoice(amount),
  recordReason: (workspace: string) => `You get this email because you are paying ${workspace} through its portal.`,
} as const;

/** The invoice with its client, workspace and billing contact (null: nobody with an address to write to). */
async function invoiceContext(trx: Trx, invoiceId: string) {
  const invoice = await trx
    .selectFrom('invoices as i')
    .innerJoin('payment_plans as pl', 'pl.id', 'i.plan_id')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .select([
      'i.id',
      'i.workspace_id',
      'i.project_id',
      'i.number',
      'i.status',
      'i.currency',
      'i.amount_due',
      'i.amount_paid',
      'i.paid_at',
      'i.pdf_key',
      'i.receipt_key',
      'pl.title',
      sql<string>`to_char(i.due_date, 'YYYY-MM-DD')`.as('due_on'),
      sql<string | null>`coalesce(i.billing_contact_id, pl.created_by_contact_id)`.as('billing_contact_id'),
      'w.timezone',
      ...EMAIL_WORKSPACE_COLUMNS,
    ])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) return null;
  // The contact who started the plan while still on the client, else the primary.
  const contact = await trx
    .selectFrom('client_contacts as c')
    .select([
      'c.id',
      'c.name',
      'c.email',
      'c.share_token',
      'c.is_primary',
      'c.email_unsubscribed_at',
      'c.email_bounced_at',
    ])
    .where('c.project_id', '=', invoice.project_id)
    .where((eb) =>
      eb.or([
        eb('c.is_primary', '=', true),
        ...(invoice.billing_contact_id ? [eb('c.id', '=', invoice.billing_contact_id)] : []),
      ]),
    )
    .orderBy(sql`(c.id = ${invoice.billing_contact_id}::uuid) IS TRUE`, 'desc')
    .executeTakeFirst();
  return { invoice, contact: contact ?? null, workspace: toEmailWorkspace(invoice) };
}

type Context = NonNullable<Awaited<ReturnType<typeof invoiceContext>>>;
export type BillingContact = NonNullable<Context['contact']>;

/** Whether `contact` can be written to: an address, not bouncing; and for a reminder, not unsubscribed. */
export const reachable = (
  contact: BillingContact | null,
  reminder: boolean,
): contact is BillingContact & { email: string } =>
  !!contact?.email && !contact.email_bounced_at && !(reminder && contact.email_unsubscribed_at);

async function queue(
  trx: Trx,
  services: InvoiceMailServices,
  ctx: Context,
  kind: 'payment-record' | 'payment-reminder',
  content: { subject: string; paragraphs: string[]; attachment?: { filename: string; storageKey: string } },
  options: EnqueueOptions = {},
): Promise<boolean> {
  const { contact, invoice } = ctx;
  if (!reachable(contact, kind === 'payment-reminder')) return false;
  const portalOrigin = await workspacePortalOrigin(trx, invoice.workspace_id, {
    baseDomain: services.portalBaseDomain,
    appOrigin: services.appOrigin,
    now: new Date(),
  });
  const workspaceName = workspaceBrand(ctx.workspace, services.appOrigin).name;
  // The primary's email state is the client's own (no contact id); another contact's is theirs.
  const contactId = contact.is_primary ? undefined : contact.id;
  const amount = formatAmount(invoice.amount_due, invoice.currency);
  const message = renderClientEmail(
    {
      workspace: ctx.workspace,
      client: { id: invoice.project_id, email: contact.email, ...(contactId ? { contactId } : {}) },
      subject: content.subject,
      paragraphs: content.paragraphs,
      action: {
        label: kind === 'payment-reminder' ? COPY.payAction(amount) : COPY.portalAction,
        url: portalUrl(portalOrigin, contact.share_token),
      },
      ...(kind === 'payment-record' ? { record: { reason: COPY.recordReason(workspaceName) } } : {}),
    },
    { origin: services.appOrigin, secret: services.secret },
  );
  const attachments = content.attachment ? [{ ...content.attachment, contentType: 'application/pdf' }] : undefined;
  await enqueueEmail(
    trx,
    {
      ...message,
      client: { id: invoice.project_id, kind, ...(contactId ? { contactId } : {}) },
      ...(attachments ? { attachments } : {}),
    },
    options,
  );
  return true;
}

const workspaceNameOf = (ctx: Context, services: InvoiceMailServices) =>
  workspaceBrand(ctx.workspace, services.appOrigin).name;

/** The invoice just issued, its PDF attached (when stored). Answers whether it was queued. */
export async function queueInvoiceMail(trx: Trx, services: InvoiceMailServices, invoiceId: string): Promise<boolean> {
  const ctx = await invoiceContext(trx, invoiceId);
  if (!ctx || ctx.invoice.status === 'void') return false;
  const { invoice } = ctx;
  const name = workspaceNameOf(ctx, services);
  const amount = formatAmount(invoice.amount_due, invoice.currency);
  return queue(trx, services, ctx, 'payment-record', {
    subject: M.emailInvoiceSubject(invoice.number, name),
    paragraphs: [
      COPY.invoiceIntro(name, invoice.number, invoice.title, amount, formatDay(invoice.due_on)),
      ...(invoice.pdf_key ? [COPY.attached] : []),
      COPY.payFromPortal,
    ],
    ...(invoice.pdf_key
      ? { attachment: { filename: invoiceFileName(invoice.number, 'pdf'), storageKey: invoice.pdf_key } }
      : {}),
  });
}

/** The receipt of the invoice just paid, attached (when stored). */
export async function queueReceiptMail(
  trx: Trx,
  services: InvoiceMailServices,
  invoiceId: string,
  paidOn: string,
): Promise<boolean> {
  const ctx = await invoiceContext(trx, invoiceId);
  if (!ctx) return false;
  const { invoice } = ctx;
  return queue(trx, services, ctx, 'payment-record', {
    subject: M.emailReceiptSubject(invoice.number),
    paragraphs: [
      COPY.receiptIntro(formatAmount(invoice.amount_paid, invoice.currency), invoice.number, formatDay(paidOn)),
    ],
    ...(invoice.receipt_key
      ? { attachment: { filename: invoiceFileName(invoice.number, 'receipt'), storageKey: invoice.receipt_key } }
      : {}),
  });
}

/** A credit note for a refund, attached (when stored). */
export async function queueCreditNoteMail(
  trx: Trx,
  services: InvoiceMailServices,
  creditNoteId: string,
): Promise<boolean> {
  const note = await trx
    .selectFrom('credit_notes')
    .select(['invoice_id', 'number', 'amount', 'currency', 'pdf_key'])
    .where('id', '=', creditNoteId)
    .executeTakeFirst();
  const ctx = note && (await invoiceContext(trx, note.invoice_id));
  if (!note || !ctx) return false;
  const name = workspaceNameOf(ctx, services);
  return queue(trx, services, ctx, 'payment-record', {
    subject: M.emailCreditNoteSubject(note.number),
    paragraphs: [COPY.creditNoteIntro(name, formatAmount(note.amount, note.currency), ctx.invoice.number)],
    ...(note.pdf_key
      ? { attachment: { filename: invoiceFileName(note.number, 'credit_note'), storageKey: note.pdf_key } }
      : {}),
  });
}

/**
 * A reminder to pay the open invoice, `offset` days from its due day (negative: before). Not to an
 * unsubscribed or bouncing contact; answers whether it was queued. `options.startAfter` holds it
 * past the quiet hours.
 */
export async function queueReminderMail(
  trx: Trx,
  services: InvoiceMailServices,
  invoiceId: string,
  offset: number,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const ctx = await invoiceContext(trx, invoiceId);
  if (ctx?.invoice.status !== 'open') return false;
  const { invoice } = ctx;
  const amount = formatAmount(invoice.amount_due - invoice.amount_paid, invoice.currency);
  const due = formatDay(invoice.due_on);
  const line =
    offset < 0
      ? COPY.reminderBefore(invoice.number, invoice.title, amount, due)
      : offset === 0
        ? COPY.reminderToday(invoice.number, invoice.title, amount)
        : COPY.reminderAfter(invoice.number, invoice.title, amount, due);
  return queue(
    trx,
    services,
    ctx,
    'payment-reminder',
    { subject: M.emailReminderSubject(invoice.number, offset > 0), paragraphs: [line, COPY.payFromPortal] },
    options,
  );
}
