import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createEvents } from '../../src/kernel/events';
import { invoiceDocumentSubscriptions } from '../../src/modules/payments';
import { pdftotext } from '../../src/platform/pdf/poppler-tools';
import { addContact, listContacts, tokenOf } from '../contacts/contacts-api';
import { workspaceOf } from '../helpers/journeys';
import { deliverMail, insertCreditNote, insertInvoice, insertPayment, paymentMails } from '../helpers/payments';
import type { StorageFixture } from '../helpers/storage';
import { PUBLIC_URL, TEST_SECRET, type TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import { payInvoice, paymentClient, paymentJourney, plan, setUpPayments, testPage } from './flow-fixtures';

/**
 * An invoice's documents (issue 35): issued → its PDF stored and mailed to the billing contact
 * (the contact who started the plan, else the primary) with the PDF attached; paid → the receipt;
 * refunded → a credit note. Records reach an unsubscribed contact, never a bouncing one.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, fx: StorageFixture;
useStorageApp({}, ['owner'], (env) => ({ t, app, owner, fx } = env));

const stored = async (key: string | null | undefined) => {
  const object = key ? await fx.storage.get(key) : null;
  if (!object) throw new Error(`nothing stored at ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

const invoiceRow = (id: string) =>
  t.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The documents' reactions on their own, published in a transaction as the flows do. */
const documentEvents = () =>
  createEvents(invoiceDocumentSubscriptions({ storage: fx.storage, appOrigin: PUBLIC_URL, secret: TEST_SECRET }));

describe('through the portal', () => {
  it('mails the invoice PDF to the contact who chose to pay, then the receipt and a credit note', async () => {
    await setUpPayments(app, owner.cookie);
    const journey = await paymentJourney(app, owner.cookie);
    const client = await paymentClient(app, owner.cookie, journey);
    const sam = await addContact(app, owner.cookie, client.clientId, { name: 'Sam Lee', email: 'sam@example.com' });
    const payment = await plan(app, tokenOf(sam), journey.stages.payment);
    const invoiceId = payment.installments[0]?.invoice?.id ?? '';

    // Issued: the PDF stored, its key on the row, the mail to Sam with it attached.
    const issued = await invoiceRow(invoiceId);
    expect(issued.pdf_key).toBeTruthy();
    const pdf = await stored(issued.pdf_key);
    const text = await pdftotext(pdf);
    expect(text).toContain(`Invoice ${issued.number}`);
    expect(text).toContain('Studio North LLC');
    const [invoiceMail, ...others] = await paymentMails(t.db, client.clientId);
    expect(others).toEqual([]);
    expect(invoiceMail).toMatchObject({
      to: 'sam@example.com',
      client: { id: client.clientId, kind: 'payment-record', contactId: sam.id },
      attachments: [{ filename: `${issued.number}.pdf`, contentType: 'application/pdf', storageKey: issued.pdf_key }],
    });
    expect(invoiceMail?.subject).toMatch(new RegExp(`^Invoice ${issued.number} from `));
    expect(invoiceMail?.text).toContain('$1,200.00');
    expect(invoiceMail?.text).toContain(`/c/${tokenOf(sam)}`);
    // A record: no unsubscribe header that would not stop it.
    expect(invoiceMail?.headers).toBeUndefined();

    // Paid: the receipt stored and mailed.
    const url = await payInvoice(app, client.token, invoiceId);
    const paid = await invoiceRow(invoiceId);
    expect(paid.status).toBe('paid');
    expect(await pdftotext(await stored(paid.receipt_key))).toMatch(
      /Receipt[\s\S]*PAID[\s\S]*Amount paid[\s\S]*\$1,200\.00/,
    );
    const receipt = (await paymentMails(t.db, client.clientId)).find((m) => m.subject.startsWith('Receipt'));
    expect(receipt).toMatchObject({
      to: 'sam@example.com',
      subject: `Receipt for ${paid.number}`,
      attachments: [{ filename: `${paid.number} receipt.pdf`, storageKey: paid.receipt_key }],
    });

    // Refunded in part: a credit note, its PDF, its mail.
    const refunded = await testPage(app, url, 'refund', '200.00');
    expect(refunded.status).toBe(303);
    const note = await t.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(note.pdf_key).toBeTruthy();
    const noteText = await pdftotext(await stored(note.pdf_key));
    expect(noteText).toContain(`Credit note ${note.number}`);
    expect(noteText).toMatch(/Amount refunded\s+\$200\.00/);
    const credit = (await paymentMails(t.db, client.clientId)).find((m) => m.subject.startsWith('Credit note'));
    expect(credit).toMatchObject({
      to: 'sam@example.com',
      subject: `Credit note ${note.number}`,
      attachments: [{ filename: `${note.number}.pdf`, storageKey: note.pdf_key }],
    });

    // The send job reads each attachment from storage: the outbox holds the very bytes.
    await deliverMail(t, fx.storage);
    const mails = await t.db
      .selectFrom('outbox')
      .select(['subject', 'to_address', 'attachments'])
      .where('to_address', '=', 'sam@example.com')
      .execute();
    const sent = mails.find((m) => m.subject === invoiceMail?.subject);
    expect(Buffer.from(sent?.attachments?.[0]?.base64 ?? '', 'base64').equals(pdf)).toBe(true);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Receipt for ${paid.number}`, `Credit note ${note.number}`]),
    );
  });
});

describe('the billing contact', () => {
  async function fixture() {
    const workspaceId = await workspaceOf(app, owner.cookie);
    const journey = await paymentJourney(app, owner.cookie);
    const client = await paymentClient(app, owner.cookie, journey);
    const sam = await addContact(app, owner.cookie, client.clientId, { name: 'Sam Lee', email: 'sam.b@example.com' });
    const primary = (await listContacts(app, owner.cookie, client.clientId)).find((c) => c.primary);
    return { workspaceId, clientId: client.clientId, sam, primary };
  }
  const issue = (workspaceId: string, clientId: string, invoiceId: string) =>
    t.db
      .transaction()
      .execute((trx) => documentEvents().publish(trx, 'invoice.issued', { workspaceId, clientId, invoiceId }));

  it('is the primary contact when nobody started the plan, and the PDF is made once however often', async () => {
    const fx1 = await fixture();
    const invoice = await insertInvoice(t.db, { workspaceId: fx1.workspaceId, clientId: fx1.clientId });
    await issue(fx1.workspaceId, fx1.clientId, invoice.id);
    const first = (await invoiceRow(invoice.id)).pdf_key;
    await issue(fx1.workspaceId, fx1.clientId, invoice.id);
    expect((await invoiceRow(invoice.id)).pdf_key).toBe(first);
    const mails = await paymentMails(t.db, fx1.clientId);
    expect(mails.map((m) => m.to)).toEqual([fx1.primary?.email, fx1.primary?.email]);
    expect(mails[0]?.client).toEqual({ id: fx1.clientId, kind: 'payment-record' });
  });

  it('still gets an invoice after unsubscribing (a record), but none while the address bounces', async () => {
    const fx2 = await fixture();
    await t.db
      .updateTable('client_contacts')
      .set({ email_unsubscribed_at: new Date() })
      .where('id', '=', fx2.sam.id)
      .execute();
    const one = await insertInvoice(t.db, {
      workspaceId: fx2.workspaceId,
      clientId: fx2.clientId,
      contactId: fx2.sam.id,
    });
    await issue(fx2.workspaceId, fx2.clientId, one.id);
    expect((await paymentMails(t.db, fx2.clientId)).map((m) => m.to)).toEqual(['sam.b@example.com']);

    await t.db
      .updateTable('client_contacts')
      .set({ email_bounced_at: new Date() })
      .where('id', '=', fx2.sam.id)
      .execute();
    const two = await insertInvoice(t.db, {
      workspaceId: fx2.workspaceId,
      clientId: fx2.clientId,
      contactId: fx2.sam.id,
    });
    await issue(fx2.workspaceId, fx2.clientId, two.id);
    expect(await paymentMails(t.db, fx2.clientId)).toHaveLength(1);
    // The PDF is still made: the owner and the portal have it.
    expect((await invoiceRow(two.id)).pdf_key).toBeTruthy();
  });

  it('gets the receipt and the credit note from the events of an invoice paid and refunded', async () => {
    const fx3 = await fixture();
    const invoice = await insertInvoice(t.db, {
      workspaceId: fx3.workspaceId,
      clientId: fx3.clientId,
      contactId: fx3.sam.id,
      status: 'paid',
    });
    const payment = await insertPayment(t.db, invoice, { amount: invoice.document.amountDue, method: 'card' });
    const note = await insertCreditNote(t.db, payment, 5000);
    const ids = { workspaceId: fx3.workspaceId, clientId: fx3.clientId, invoiceId: invoice.id };
    await t.db.transaction().execute(async (trx) => {
      await documentEvents().publish(trx, 'invoice.paid', ids);
      await documentEvents().publish(trx, 'payment.refunded', {
        ...ids,
        paymentId: payment.id,
        creditNoteId: note.id,
        amount: 5000,
        currency: 'USD',
      });
    });
    const receiptText = await pdftotext(await stored((await invoiceRow(invoice.id)).receipt_key));
    expect(receiptText).toContain('Card');
    const mails = await paymentMails(t.db, fx3.clientId);
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['sam.b@example.com', `Credit note ${note.number}`],
      ['sam.b@example.com', `Receipt for ${invoice.number}`],
    ]);
    expect(mails.find((m) => m.subject.startsWith('Credit note'))?.text).toContain('$50.00');
  });

  it('gets nothing once the client is archived (the send job checks again)', async () => {
    const fx4 = await fixture();
    const invoice = await insertInvoice(t.db, {
      workspaceId: fx4.workspaceId,
      clientId: fx4.clientId,
      contactId: fx4.sam.id,
    });
    await issue(fx4.workspaceId, fx4.clientId, invoice.id);
    await sql`UPDATE projects SET status = 'archived' WHERE id = ${fx4.clientId}`.execute(t.db);
    await deliverMail(t, fx.storage);
    const subject = (await paymentMails(t.db, fx4.clientId))[0]?.subject ?? '';
    expect(subject).toMatch(new RegExp(`^Invoice ${invoice.number} from `));
    expect(await t.db.selectFrom('outbox').select('id').where('subject', '=', subject).execute()).toEqual([]);
  });
});
