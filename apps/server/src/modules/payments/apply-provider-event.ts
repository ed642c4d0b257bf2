import { formatCreditNoteNumber, type PaymentFlag, type PaymentStatus } from '@bloom/core';
import { sql, type Transaction } from 'kysely';
import type { Events } from '../../kernel/events';
import type { Database } from '../../platform/db/schema';
import type { CheckoutState, ProviderEvent } from '../../platform/payments/payment-provider';
import { takeNumber } from './issue-invoice';
import type { PaymentServices } from './payment-services';
import { refreshAccountStatus } from './payment-settings';
import { settleStage } from './settle-stage';

type Trx = Transaction<Database>;

/**
 * A provider event (the Stripe Connect webhook, or a test checkout page's action), applied once:
 * its id is recorded in the applying transaction, so a replay stops there. The event only says
 * what to look at: the checkout is re-read from the provider and its absolute state applied
 * (paid or not, each refund by id), so events arriving late, twice or out of order all end in the
 * same state. `account.updated` refreshes the workspace's account status. An event about no
 * payment of ours is acknowledged and not recorded (a later one about it re-reads everything).
 */
export async function applyProviderEvent(services: PaymentServices, event: ProviderEvent): Promise<void> {
  const { db, provider } = services;
  if (event.type === 'account.updated') {
    if (event.accountId) await refreshAccountStatus(db, provider, event.accountId);
    return;
  }
  const { sessionId, paymentRef } = event;
  if (!sessionId && !paymentRef) return;
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'account_id', 'session_id'])
    .where('provider', '=', provider.name)
    .$if(sessionId !== null, (q) => q.where('session_id', '=', sessionId ?? ''))
    .$if(sessionId === null, (q) => q.where('payment_ref', '=', paymentRef ?? ''))
    .executeTakeFirst();
  if (!payment) return;
  const state = await provider.readCheckout(payment.account_id, payment.session_id);
  await db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('payment_provider_events')
      .values({ provider: provider.name, event_id: event.id, type: event.type })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!fresh) return;
    await applyCheckoutState(trx, services.events, payment.id, state);
  });
}

/** Where a payment goes from `current` given the provider's state: a success is never undone. */
function nextStatus(current: PaymentStatus, state: CheckoutState['status']): PaymentStatus {
  if (current === 'succeeded' || state === 'paid') return 'succeeded';
  if (state === 'failed') return 'failed';
  if (state === 'expired') return 'expired';
  return current;
}

/**
 * Applies the provider's state of one checkout: the client's project, then the payment and its
 * invoice are locked (the order every payment write takes), so two events of one checkout apply
 * one after the other and the second finds nothing new.
 */
async function applyCheckoutState(trx: Trx, events: Events, paymentId: string, state: CheckoutState): Promise<void> {
  const owner = await trx
    .selectFrom('payments')
    .select('project_id')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  await trx
    .selectFrom('projects')
    .select('id')
    .where('id', '=', owner.project_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const invoice = await trx
    .selectFrom('invoices')
    .select(['id', 'plan_id', 'status', 'amount_due', 'amount_paid', 'currency'])
    .where('id', '=', payment.invoice_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const reached = { workspaceId: payment.workspace_id, clientId: payment.project_id, invoiceId: invoice.id };

  const status = nextStatus(payment.status, state.status);
  const succeededNow = status === 'succeeded' && payment.status !== 'succeeded';
  let flag: PaymentFlag | null = payment.flag;
  let invoicePaid = false;
  if (succeededNow) {
    if (state.amount !== payment.amount || state.currency.toUpperCase() !== payment.currency) flag = 'amount_mismatch';
    else if (invoice.status === 'void') flag = 'invoice_void';
    else if (invoice.status === 'paid') flag = 'already_paid';
    else {
      const amountPaid = invoice.amount_paid + payment.amount;
      invoicePaid = amountPaid >= invoice.amount_due;
      await trx
        .updateTable('invoices')
        .set({ amount_paid: amountPaid, ...(invoicePaid ? { status: 'paid', paid_at: sql`now()` } : {}) })
        .where('id', '=', invoice.id)
        .execute();
    }
  }
  await trx
    .updateTable('payments')
    .set({
      status,
      flag,
      payment_ref: payment.payment_ref ?? state.paymentRef,
      method: payment.method ?? state.method,
      ...(succeededNow ? { succeeded_at: sql`now()` } : {}),
    })
    .where('id', '=', payment.id)
    .execute();
  if (succeededNow) {
    await events.publish(trx, 'payment.succeeded', {
      ...reached,
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    });
  }
  if (invoicePaid) {
    await events.publish(trx, 'invoice.paid', reached);
    await settleStage(trx, events, invoice.plan_id);
  }
  if (status === 'succeeded') await recordRefunds(trx, events, payment, state);
}

/**
 * Each refund at the provider becomes one credit note (by the provider's refund id, numbered in
 * the credit-note series), published as `payment.refunded`; the payment's and the invoice's
 * refunded amounts are the sums of their credit notes.
 */
async function recordRefunds(
  trx: Trx,
  events: Events,
  payment: { id: string; workspace_id: string; project_id: string; invoice_id: string; currency: string },
  state: CheckoutState,
): Promise<void> {
  const known = await trx
    .selectFrom('credit_notes')
    .select('provider_refund_id')
    .where('payment_id', '=', payment.id)
    .execute();
  const recorded = new Set(known.map((k) => k.provider_refund_id));
  const created: { id: string; amount: number }[] = [];
  for (const refund of state.refunds) {
    if (recorded.has(refund.id) || !(refund.amount > 0)) continue;
    recorded.add(refund.id);
    const seq = await takeNumber(trx, payment.workspace_id, 'credit_note');
    // The credit note keeps the refunded invoice's frozen document; its own number and amount are its columns.
    const note = await trx
      .insertInto('credit_notes')
      .values({
        workspace_id: payment.workspace_id,
        project_id: payment.project_id,
        invoice_id: payment.invoice_id,
        payment_id: payment.id,
        provider_refund_id: refund.id,
        seq,
        number: formatCreditNoteNumber(seq),
        amount: refund.amount,
        currency: payment.currency,
        document: sql`(SELECT document FROM invoices WHERE id = ${payment.invoice_id})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    created.push({ id: note.id, amount: refund.amount });
  }
  if (created.length === 0) return;
  await trx
    .updateTable('payments')
    .set({
      amount_refunded: sql`(SELECT coalesce(sum(n.amount), 0) FROM credit_notes n WHERE n.payment_id = ${payment.id})`,
    })
    .where('id', '=', payment.id)
    .execute();
  await trx
    .updateTable('invoices')
    .set({
      amount_refunded: sql`(SELECT coalesce(sum(n.amount), 0) FROM credit_notes n WHERE n.invoice_id = ${payment.invoice_id})`,
    })
    .where('id', '=', payment.invoice_id)
    .execute();
  for (const note of created) {
    await events.publish(trx, 'payment.refunded', {
      workspaceId: payment.workspace_id,
      clientId: payment.project_id,
      invoiceId: payment.invoice_id,
      paymentId: payment.id,
      creditNoteId: note.id,
      amount: note.amount,
      currency: payment.currency,
    });
  }
}
