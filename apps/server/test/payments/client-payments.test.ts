import { type ClientPaymentsDto, type InvoiceDto, PAYMENT_MESSAGES as M } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { sweepStorage } from '../../src/modules/housekeeping/storage-sweep';
import { pdftotext } from '../../src/platform/pdf/poppler-tools';
import { createClient } from '../helpers/clients';
import { fails, ok, workspaceOf } from '../helpers/journeys';
import { insertCreditNote, insertInvoice, insertPayment, invoiceDocument, paymentSettings } from '../helpers/payments';
import type { StorageFixture } from '../helpers/storage';
import { jsonRequest, type TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';

/**
 * A client's payments on the client page (issue 35): the invoices newest first with their
 * documents, the plans, the sums per currency; voiding an open invoice (409 once paid or voided);
 * the PDFs, made when first asked for if they were not yet. Another workspace's ids are 404.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner, files: StorageFixture;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger, fx: files } = env));

const call = (cookie: string, path: string, method = 'GET', body?: unknown) =>
  app.request(path, jsonRequest(method, body, { cookie }));

async function clientWithInvoices() {
  const workspaceId = await workspaceOf(app, owner.cookie);
  await paymentSettings(t.db, workspaceId, { currency: 'EUR' });
  const clientId = (await createClient(app, owner.cookie, { clientName: 'Ada Lane', clientEmail: 'ada@example.com' }))
    .id;
  const open = await insertInvoice(t.db, { workspaceId, clientId, issuedAt: new Date('2025-02-01T10:00:00Z') });
  const paid = await insertInvoice(t.db, {
    workspaceId,
    clientId,
    document: invoiceDocument({ currency: 'JPY', unit: 10_000 }),
    status: 'paid',
    issuedAt: new Date('2025-02-02T10:00:00Z'),
    paidAt: new Date('2025-02-03T10:00:00Z'),
    amountRefunded: 3_000,
  });
  const payment = await insertPayment(t.db, paid, { amount: 12_000 });
  const note = await insertCreditNote(t.db, payment, 3_000);
  return { workspaceId, clientId, open, paid, note };
}

describe('GET /api/clients/{id}/payments', () => {
  it('lists the invoices newest first, the plans and the sums per currency', async () => {
    const fx = await clientWithInvoices();
    const dto = await ok<ClientPaymentsDto>(call(owner.cookie, `/api/clients/${fx.clientId}/payments`));
    expect(dto.currency).toBe('EUR');
    expect(dto.invoices.map((i) => i.number)).toEqual([fx.paid.number, fx.open.number]);
    expect(dto.invoices[0]).toMatchObject({
      status: 'paid',
      currency: 'JPY',
      amountPaid: 12_000,
      amountRefunded: 3_000,
      issuedOn: '2025-02-02',
      paidAt: '2025-02-03T10:00:00.000Z',
      creditNotes: [{ id: fx.note.id, number: fx.note.number, amount: 3_000, pdfUrl: null }],
      pdfUrl: null,
    });
    expect(dto.plans).toHaveLength(2);
    expect(dto.totals).toEqual([
      { currency: 'JPY', due: 0, paid: 12_000, refunded: 3_000 },
      { currency: 'USD', due: 266_520, paid: 0, refunded: 0 },
    ]);
    expect(dto.plans.find((p) => p.currency === 'USD')).toMatchObject({ total: 266_520, paid: 0, due: 266_520 });
  });

  it("is 404 for another workspace's client", async () => {
    const fx = await clientWithInvoices();
    expect((await call(stranger.cookie, `/api/clients/${fx.clientId}/payments`)).status).toBe(404);
  });
});

describe('the PDFs', () => {
  it('are made when first asked for, then linked; a receipt only once paid', async () => {
    const fx = await clientWithInvoices();
    const base = `/api/clients/${fx.clientId}`;
    const pdf = await call(owner.cookie, `${base}/invoices/${fx.open.id}/pdf?download`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`attachment; filename="${fx.open.number}.pdf"`);
    expect(await pdftotext(new Uint8Array(await pdf.arrayBuffer()))).toContain(`Invoice ${fx.open.number}`);
    expect((await call(owner.cookie, `${base}/invoices/${fx.open.id}/receipt`)).status).toBe(404);
    const receipt = await call(owner.cookie, `${base}/invoices/${fx.paid.id}/receipt`);
    expect(await pdftotext(new Uint8Array(await receipt.arrayBuffer()))).toMatch(/Receipt[\s\S]*PAID/);
    const note = await call(owner.cookie, `${base}/credit-notes/${fx.note.id}/pdf`);
    expect(await pdftotext(new Uint8Array(await note.arrayBuffer()))).toContain(`Credit note ${fx.note.number}`);

    const dto = await ok<ClientPaymentsDto>(call(owner.cookie, `${base}/payments`));
    const [paid, open] = dto.invoices;
    expect(open?.pdfUrl).toBe(`${base}/invoices/${fx.open.id}/pdf`);
    expect(open?.receiptUrl).toBeNull();
    expect(paid?.receiptUrl).toBe(`${base}/invoices/${fx.paid.id}/receipt`);
    expect(paid?.creditNotes[0]?.pdfUrl).toBe(`${base}/credit-notes/${fx.note.id}/pdf`);

    // Their rows name them: the storage sweep keeps them, a day and more later.
    await sweepStorage(t.db, files.storage, new Date(Date.now() + 3 * 24 * 3600 * 1000));
    for (const url of [open?.pdfUrl, paid?.receiptUrl, paid?.creditNotes[0]?.pdfUrl]) {
      expect((await call(owner.cookie, url ?? '')).status, url ?? '').toBe(200);
    }
  });

  it("are 404 for another client's or workspace's ids", async () => {
    const fx = await clientWithInvoices();
    const other = await clientWithInvoices();
    for (const path of [
      `/api/clients/${fx.clientId}/invoices/${other.open.id}/pdf`,
      `/api/clients/${fx.clientId}/credit-notes/${other.note.id}/pdf`,
      `/api/clients/${fx.clientId}/invoices/00000000-0000-4000-8000-000000000000/pdf`,
      `/api/clients/${fx.clientId}/invoices/not-an-id/receipt`,
    ]) {
      expect((await call(owner.cookie, path)).status, path).toBe(404);
    }
    expect((await call(stranger.cookie, `/api/clients/${fx.clientId}/invoices/${fx.open.id}/pdf`)).status).toBe(404);
  });
});

describe('POST /api/clients/{id}/invoices/{invoiceId}/void', () => {
  it('voids an open invoice with the reason, and refuses a paid or voided one', async () => {
    const fx = await clientWithInvoices();
    const path = (id: string) => `/api/clients/${fx.clientId}/invoices/${id}/void`;
    const voided = await ok<InvoiceDto>(call(owner.cookie, path(fx.open.id), 'POST', { reason: 'Sent by mistake' }));
    expect(voided).toMatchObject({ id: fx.open.id, status: 'void', overdue: false });
    expect(voided.voidedAt).not.toBeNull();
    const row = await t.db.selectFrom('invoices').select('void_reason').where('id', '=', fx.open.id).executeTakeFirst();
    expect(row?.void_reason).toBe('Sent by mistake');
    await fails(call(owner.cookie, path(fx.open.id), 'POST', {}), 409, M.invoiceVoid);
    await fails(call(owner.cookie, path(fx.paid.id), 'POST', {}), 409, M.alreadyPaid);
    await fails(call(owner.cookie, path('00000000-0000-4000-8000-000000000000'), 'POST', {}), 404, M.invoiceNotFound);
    expect((await call(stranger.cookie, path(fx.paid.id), 'POST', {})).status).toBe(404);
    expect((await call(owner.cookie, path(fx.paid.id), 'POST', { reason: 'x'.repeat(501) })).status).toBe(400);
  });
});
