import { type CheckoutDto, PAYMENT_MESSAGES as M } from '@bloom/core';
import { conflict, notFound } from '../../kernel/service-error';
import type { PortalProject } from '../portal';
import type { PaymentServices } from './payment-services';
import { readPaymentAccount } from './payment-settings';

/**
 * The client pays an invoice (POST /api/portal/{token}/invoices/{invoiceId}/checkout): only an
 * invoice of their own client (404 otherwise), still open (409 paid or voided), with the
 * workspace's account active. A checkout session is opened at the provider for what is left to
 * pay and recorded as a pending payment; the provider's events settle it. `portalUrl` is the
 * client's portal page, where the provider sends them back.
 */
export async function startCheckout(
  services: PaymentServices,
  project: PortalProject,
  invoiceId: string,
  portalUrl: string,
): Promise<CheckoutDto> {
  const { db, provider } = services;
  const invoice = await db
    .selectFrom('invoices as i')
    .innerJoin('payment_plans as pl', 'pl.id', 'i.plan_id')
    .select(['i.id', 'i.number', 'i.status', 'i.currency', 'i.amount_due', 'i.amount_paid', 'pl.title'])
    .where('i.id', '=', invoiceId)
    .where('i.project_id', '=', project.id)
    .executeTakeFirst();
  if (!invoice) throw notFound(M.invoiceNotFound);
  if (invoice.status === 'paid') throw conflict(M.alreadyPaid);
  if (invoice.status === 'void') throw conflict(M.invoiceVoid);
  const amount = invoice.amount_due - invoice.amount_paid;
  if (amount <= 0) throw conflict(M.alreadyPaid);
  const account = await readPaymentAccount(db, provider, project.workspaceId);
  if (account.status !== 'active' || !account.accountId) throw conflict(M.cannotPayNow);
  const contact = await db
    .selectFrom('client_contacts')
    .select('email')
    .where('id', '=', project.contact.id)
    .executeTakeFirst();

  const back = (outcome: 'success' | 'cancelled') => {
    const url = new URL(portalUrl);
    url.searchParams.set('payment', outcome);
    url.searchParams.set('invoice', invoice.id);
    return url.toString();
  };
  const session = await provider.createCheckout({
    accountId: account.accountId,
    amount,
    currency: invoice.currency,
    description: invoice.title,
    invoiceNumber: invoice.number,
    customerEmail: contact?.email ?? null,
    successUrl: back('success'),
    cancelUrl: back('cancelled'),
    metadata: { invoiceId: invoice.id, workspaceId: project.workspaceId, clientId: project.id },
  });
  await db
    .insertInto('payments')
    .values({
      workspace_id: project.workspaceId,
      project_id: project.id,
      invoice_id: invoice.id,
      contact_id: project.contact.id,
      provider: provider.name,
      account_id: account.accountId,
      session_id: session.sessionId,
      amount,
      currency: invoice.currency,
    })
    .execute();
  return { url: session.url };
}
