import { PAYMENT_MESSAGES } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider, isTestPaymentProvider, type TestPaymentProvider } from '../../src/platform/payments';
import { fails, ok } from '../helpers/journeys';
import { diskFixture, type StorageFixture } from '../helpers/storage';
import { appOn, createTestApp, jsonRequest, PUBLIC_URL, signUpOwner, type TestApp } from '../helpers/test-app';
import {
  apply,
  callCheckout,
  checkout,
  depositOnDrafts,
  eventIds,
  payInvoice,
  paymentClient,
  paymentJourney,
  paymentRows,
  plan,
  portalPayment,
  recordedEvents,
  sessionOf,
  setUpPayments,
  testPage,
} from './flow-fixtures';

/**
 * Checkout and the provider's events (issue 35): only the token's own open invoices can be paid;
 * an event applies once, whatever its repetitions or order (the provider is re-read), money for a
 * voided or already paid invoice is kept and flagged, each refund is a numbered credit note.
 */
let t: TestApp, app: TestApp['app'], files: StorageFixture, provider: TestPaymentProvider;
let owner: { cookie: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  files = await diskFixture();
  const made = createPaymentProvider(t.db, { provider: 'test' }, { origin: PUBLIC_URL });
  if (!isTestPaymentProvider(made)) throw new Error('not the test provider');
  provider = made;
  app = appOn(t.db, { storage: files.storage, rateLimitScale: 100, payments: provider });
  owner = await signUpOwner(app);
  await setUpPayments(app, owner.cookie);
}, 120_000);
afterAll(async () => {
  await t.close();
  await files.close();
});

/** A client who started paying the full 1,200.00: its invoice is open. */
async function invoiced() {
  const journey = await paymentJourney(app, owner.cookie);
  const client = await paymentClient(app, owner.cookie, journey);
  const started = await plan(app, client.token, client.stages.payment, 'full');
  const invoiceId = started.installments[0]?.invoice?.id ?? '';
  return { ...client, invoiceId };
}

const invoice = (id: string) => t.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paymentsOf = (invoiceId: string) =>
  t.db.selectFrom('payments').selectAll().where('invoice_id', '=', invoiceId).orderBy('created_at').execute();

describe('checkout', () => {
  it("opens the provider's page for what is due, back to the portal after", async () => {
    const client = await invoiced();
    const { url } = await checkout(app, client.token, client.invoiceId);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/pay/test/cs_test_[0-9a-f]{32}$`));
    const session = await provider.sessions.find(sessionOf(url));
    expect(session).toMatchObject({ amount: 120_000, currency: 'USD', status: 'open' });
    expect(session?.successUrl).toBe(`${PUBLIC_URL}/c/${client.token}?payment=success&invoice=${client.invoiceId}`);
    expect(await paymentsOf(client.invoiceId)).toEqual([
      expect.objectContaining({ status: 'pending', amount: 120_000, session_id: sessionOf(url), flag: null }),
    ]);
    // The page's Pay: 303 to the portal, the invoice paid by the provider's event.
    const res = await testPage(app, url, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(session?.successUrl);
    expect(await invoice(client.invoiceId)).toMatchObject({ status: 'paid', amount_paid: 120_000 });
  });

  it("answers 404 for another client's invoice (another token of the workspace, another workspace)", async () => {
    const mine = await invoiced();
    const neighbour = await invoiced();
    await fails(callCheckout(app, neighbour.token, mine.invoiceId), 404, PAYMENT_MESSAGES.invoiceNotFound);
    const stranger = await signUpOwner(app);
    await setUpPayments(app, stranger.cookie);
    const theirs = await paymentClient(app, stranger.cookie, await paymentJourney(app, stranger.cookie));
    await fails(callCheckout(app, theirs.token, mine.invoiceId), 404, PAYMENT_MESSAGES.invoiceNotFound);
    await fails(
      callCheckout(app, mine.token, '00000000-0000-4000-8000-000000000000'),
      404,
      PAYMENT_MESSAGES.invoiceNotFound,
    );
    expect((await callCheckout(app, mine.token, 'not-an-id')).status).toBe(404);
    expect(await paymentsOf(mine.invoiceId)).toEqual([]);
  });

  it('refuses a paid invoice (409) and a voided one (409)', async () => {
    const client = await invoiced();
    await payInvoice(app, client.token, client.invoiceId);
    const before = await paymentRows(t.db, client.clientId);
    await fails(callCheckout(app, client.token, client.invoiceId), 409, PAYMENT_MESSAGES.alreadyPaid);
    expect(await paymentRows(t.db, client.clientId)).toEqual(before);

    const other = await invoiced();
    await ok(
      app.request(
        `/api/clients/${other.clientId}/invoices/${other.invoiceId}/void`,
        jsonRequest('POST', { reason: 'Wrong amount' }, { cookie: owner.cookie }),
      ),
    );
    await fails(callCheckout(app, other.token, other.invoiceId), 409, PAYMENT_MESSAGES.invoiceVoid);
  });
});

describe('provider events', () => {
  it('applied ten times more change nothing after the first', async () => {
    const client = await invoiced();
    const before = await eventIds(t.db);
    const url = await payInvoice(app, client.token, client.invoiceId);
    expect((await testPage(app, url, 'refund', '100.00')).status).toBe(303);
    const events = await recordedEvents(t.db, sessionOf(url), before);
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'charge.refunded']);
    const after = await paymentRows(t.db, client.clientId);
    expect(after.creditNotes).toHaveLength(1);
    for (let i = 0; i < 10; i++) for (const event of events) await apply(t.db, provider, event);
    // Fresh event ids for the same state change nothing either: the provider's state is what counts.
    for (const event of events) await apply(t.db, provider, { ...event, id: `${event.id}-again` });
    expect(await paymentRows(t.db, client.clientId)).toEqual(after);
  });

  it('a refund event before the payment event ends in the same state as in order', async () => {
    // In order, through the page.
    const inOrder = await invoiced();
    const url = await payInvoice(app, inOrder.token, inOrder.invoiceId);
    await testPage(app, url, 'refund', '250.00');

    // The same at the provider, its events delivered the other way round.
    const reversed = await invoiced();
    const { url: second } = await checkout(app, reversed.token, reversed.invoiceId);
    const paid = await provider.sessions.pay(sessionOf(second));
    const refunded = await provider.sessions.refund(sessionOf(second), 25_000);
    await apply(t.db, provider, refunded.event);
    await apply(t.db, provider, paid.event);

    const shape = async (clientId: string) => {
      const rows = await paymentRows(t.db, clientId);
      return {
        invoices: rows.invoices.map((i) => [i.status, i.amount_paid, i.amount_refunded, i.paid_at !== null]),
        payments: rows.payments.map((p) => [p.status, p.amount, p.amount_refunded, p.flag, p.method]),
        creditNotes: rows.creditNotes.map((n) => [n.amount, n.currency, /^CN-\d{4}$/.test(n.number)]),
        submissions: rows.submissions.map((s) => s.status),
        project: rows.project,
        plans: rows.plans.map((p) => p.status),
      };
    };
    const expected = await shape(inOrder.clientId);
    expect(expected.invoices).toEqual([['paid', 120_000, 25_000, true]]);
    expect(await shape(reversed.clientId)).toEqual(expected);
  });

  it('keeps a payment for a voided invoice, flagged, the invoice still void', async () => {
    const client = await invoiced();
    const { url } = await checkout(app, client.token, client.invoiceId);
    await ok(
      app.request(
        `/api/clients/${client.clientId}/invoices/${client.invoiceId}/void`,
        jsonRequest('POST', {}, { cookie: owner.cookie }),
      ),
    );
    expect((await testPage(app, url, 'pay')).status).toBe(303);
    expect(await paymentsOf(client.invoiceId)).toEqual([
      expect.objectContaining({ status: 'succeeded', flag: 'invoice_void', amount: 120_000 }),
    ]);
    expect(await invoice(client.invoiceId)).toMatchObject({ status: 'void', amount_paid: 0, paid_at: null });
    expect((await portalPayment(app, client.token))?.paidNow).toBe(false);
  });

  it('keeps a second payment of an invoice already paid, flagged', async () => {
    const client = await invoiced();
    const first = await checkout(app, client.token, client.invoiceId);
    const second = await checkout(app, client.token, client.invoiceId);
    await testPage(app, first.url, 'pay');
    await testPage(app, second.url, 'pay');
    expect((await paymentsOf(client.invoiceId)).map((p) => [p.status, p.flag])).toEqual([
      ['succeeded', null],
      ['succeeded', 'already_paid'],
    ]);
    expect(await invoice(client.invoiceId)).toMatchObject({ status: 'paid', amount_paid: 120_000 });
  });

  it('a declined or cancelled checkout leaves the invoice open, to be paid again', async () => {
    const client = await invoiced();
    const declined = await checkout(app, client.token, client.invoiceId);
    expect((await testPage(app, declined.url, 'decline')).status).toBe(303);
    const cancelled = await checkout(app, client.token, client.invoiceId);
    expect((await testPage(app, cancelled.url, 'cancel')).status).toBe(303);
    expect((await paymentsOf(client.invoiceId)).map((p) => p.status)).toEqual(['failed', 'expired']);
    expect(await invoice(client.invoiceId)).toMatchObject({ status: 'open', amount_paid: 0 });
    await payInvoice(app, client.token, client.invoiceId);
    expect(await invoice(client.invoiceId)).toMatchObject({ status: 'paid' });
  });

  it('numbers credit notes in their own series, one per refund, shown in the portal with their PDF', async () => {
    const client = await invoiced();
    const url = await payInvoice(app, client.token, client.invoiceId);
    await testPage(app, url, 'refund', '10.00');
    await testPage(app, url, 'refund', '20.00');
    const notes = await t.db
      .selectFrom('credit_notes')
      .select(['number', 'seq', 'amount'])
      .where('project_id', '=', client.clientId)
      .orderBy('seq')
      .execute();
    expect(notes.map((n) => n.amount)).toEqual([1_000, 2_000]);
    expect(notes[1]?.seq).toBe((notes[0]?.seq ?? 0) + 1);
    const shown = await portalPayment(app, client.token);
    expect(shown?.creditNotes.map((n) => [n.number, n.amount])).toEqual(notes.map((n) => [n.number, n.amount]));
    const pdfUrl = shown?.creditNotes[0]?.pdfUrl;
    expect(pdfUrl).toBeTruthy();
    const pdf = await app.request(pdfUrl ?? '');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await invoice(client.invoiceId)).toMatchObject({ status: 'paid', amount_refunded: 3_000 });
  });
});

describe('the portal files', () => {
  it("serves the token's own invoice PDF and receipt, 404 for another's or before it exists", async () => {
    const journey = await paymentJourney(app, owner.cookie, ({ drafts }) => depositOnDrafts(drafts));
    const client = await paymentClient(app, owner.cookie, journey);
    await plan(app, client.token, client.stages.payment, 'deposit');
    const shown = await portalPayment(app, client.token);
    const deposit = shown?.installments[0]?.invoice;
    expect(deposit?.pdfUrl).toBe(`/api/portal/${client.token}/invoices/${deposit?.id}/pdf`);
    expect(deposit?.receiptUrl).toBeNull();
    expect((await app.request(deposit?.pdfUrl ?? '')).status).toBe(200);
    // No receipt before it is paid.
    expect((await app.request(`/api/portal/${client.token}/invoices/${deposit?.id}/receipt`)).status).toBe(404);
    const other = await invoiced();
    expect((await app.request(`/api/portal/${other.token}/invoices/${deposit?.id}/pdf`)).status).toBe(404);
    expect((await app.request(`/api/portal/${other.token}/credit-notes/${deposit?.id}/pdf`)).status).toBe(404);

    await payInvoice(app, client.token, deposit?.id ?? '');
    const receiptUrl = (await portalPayment(app, client.token))?.installments[0]?.invoice?.receiptUrl;
    expect(receiptUrl).toBe(`/api/portal/${client.token}/invoices/${deposit?.id}/receipt`);
    const receipt = await app.request(receiptUrl ?? '');
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
  });
});
