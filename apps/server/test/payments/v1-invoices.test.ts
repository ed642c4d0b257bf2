import {
  CLIENT_MESSAGES,
  PAYMENT_MESSAGES as M,
  type V1Invoice,
  v1InvoicePaidEventSchema,
  v1InvoiceSchema,
  v1PaymentRefundedEventSchema,
  v1PaymentSucceededEventSchema,
} from '@bloom/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvents, type DomainEvents } from '../../src/kernel/events';
import { webhookSubscriptions } from '../../src/modules/integrations';
import { notificationSubscriptions } from '../../src/modules/notifications';
import { NOTIFICATION_COPY } from '../../src/modules/notifications/notification-copy';
import { sendOwnerNotification } from '../../src/modules/notifications/send-owner-notification';
import { pdftotext } from '../../src/platform/pdf/poppler-tools';
import { createClient } from '../helpers/clients';
import { fails, ok, workspaceOf } from '../helpers/journeys';
import { insertCreditNote, insertInvoice, insertPayment, invoiceDocument } from '../helpers/payments';
import { jsonRequest, PUBLIC_URL, type TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';

/**
 * Invoices around the app (issue 35): /api/v1 lists them (keyset pages, one client's, one status),
 * reads one and serves its PDF, each with the key's workspace only; a payment, a paid invoice and a
 * refund reach the webhooks with the invoice as v1 shows it, and a payment the owner's notifications.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

type Page = { data: V1Invoice[]; next_cursor: string | null };
const keys = { mine: '', theirs: '' };
const fx = { workspaceId: '', ada: '', bo: '', ids: [] as string[] };

const newKey = async (cookie: string) =>
  (
    await ok<{ secret: string }>(
      app.request('/api/api-keys', jsonRequest('POST', { name: 'read', scope: 'read' }, { cookie })),
      201,
    )
  ).secret;
const v1 = (key: string, path: string) =>
  app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });

beforeAll(async () => {
  keys.mine = await newKey(owner.cookie);
  keys.theirs = await newKey(stranger.cookie);
  fx.workspaceId = await workspaceOf(app, owner.cookie);
  fx.ada = (await createClient(app, owner.cookie, { clientName: 'Ada Lane', clientEmail: 'ada@example.com' })).id;
  fx.bo = (await createClient(app, owner.cookie, { clientName: 'Bo Ray', clientEmail: 'bo@example.com' })).id;
  const at = (day: number) => new Date(`2025-01-0${day}T10:00:00Z`);
  for (const [clientId, day, status] of [
    [fx.ada, 1, 'open'],
    [fx.bo, 2, 'paid'],
    [fx.ada, 3, 'void'],
  ] as const) {
    fx.ids.push((await insertInvoice(t.db, { workspaceId: fx.workspaceId, clientId, status, issuedAt: at(day) })).id);
  }
});

describe('/api/v1/invoices', () => {
  it('lists newest first in keyset pages, one client or one status when asked', async () => {
    const all = await ok<Page>(v1(keys.mine, '/invoices'));
    expect(all.data.map((i) => i.id)).toEqual([...fx.ids].reverse());
    for (const item of all.data) v1InvoiceSchema.parse(item);
    expect(all.data[2]).toMatchObject({
      client_id: fx.ada,
      kind: 'full',
      status: 'open',
      title: 'Website redesign',
      currency: 'USD',
      subtotal: 225_200,
      tax_total: 41_320,
      total: 266_520,
      amount_due: 266_520,
      amount_paid: 0,
      issued_on: '2025-01-01',
      due_on: '2025-03-15',
      paid_at: null,
      pdf_url: `/api/v1/invoices/${fx.ids[0]}/pdf`,
      created_at: '2025-01-01T10:00:00.000Z',
    });
    const first = await ok<Page>(v1(keys.mine, `/invoices?client_id=${fx.ada}&limit=1`));
    expect(first.data.map((i) => i.status)).toEqual(['void']);
    const cursor = encodeURIComponent(first.next_cursor ?? '');
    const second = await ok<Page>(v1(keys.mine, `/invoices?client_id=${fx.ada}&limit=1&cursor=${cursor}`));
    expect(second.data.map((i) => i.status)).toEqual(['open']);
    expect(second.next_cursor).toBeNull();
    expect((await ok<Page>(v1(keys.mine, '/invoices?status=paid'))).data.map((i) => i.client_id)).toEqual([fx.bo]);

    // Another workspace's key sees none of them, and may not filter by this client.
    expect((await ok<Page>(v1(keys.theirs, '/invoices'))).data).toEqual([]);
    await fails(v1(keys.theirs, `/invoices?client_id=${fx.ada}`), 404, CLIENT_MESSAGES.notFound);
    expect((await v1(keys.mine, '/invoices?status=late')).status).toBe(400);
  });

  it('reads one invoice and its PDF, 404 for another workspace', async () => {
    const [id = ''] = fx.ids;
    expect(await ok<V1Invoice>(v1(keys.mine, `/invoices/${id}`))).toMatchObject({ id, status: 'open' });
    await fails(v1(keys.theirs, `/invoices/${id}`), 404, M.invoiceNotFound);
    await fails(v1(keys.mine, '/invoices/not-an-id'), 404, M.invoiceNotFound);
    const res = await v1(keys.mine, `/invoices/${id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(await pdftotext(new Uint8Array(await res.arrayBuffer()))).toContain('Invoice INV-0001');
    await fails(v1(keys.theirs, `/invoices/${id}/pdf`), 404, M.invoiceNotFound);
    expect((await v1('bloom_live_wrong', `/invoices/${id}/pdf`)).status).toBe(401);
  });
});

describe('payment events around the app', () => {
  const events = createEvents(notificationSubscriptions({ delaySeconds: 0 }), webhookSubscriptions);
  const publish = <K extends 'payment.succeeded' | 'invoice.paid' | 'payment.refunded'>(
    name: K,
    event: DomainEvents[K],
  ) => t.db.transaction().execute((trx) => events.publish(trx, name, event));

  it('reach the webhooks with the invoice as v1 shows it, and the owner hears of the payment', async () => {
    await t.db
      .insertInto('webhook_endpoints')
      .values({
        workspace_id: fx.workspaceId,
        url: 'https://hooks.example.com/bloom',
        events: ['payment.succeeded', 'invoice.paid', 'payment.refunded'],
        secret_encrypted: 'unused: no delivery runs in this test',
      })
      .execute();
    const clientId = (await createClient(app, owner.cookie, { clientName: 'Cy Moss', clientEmail: 'cy@example.com' }))
      .id;
    const invoice = await insertInvoice(t.db, {
      workspaceId: fx.workspaceId,
      clientId,
      document: invoiceDocument({ currency: 'JPY', unit: 10_000 }),
      status: 'paid',
    });
    const payment = await insertPayment(t.db, invoice, { amount: 12_000 });
    const note = await insertCreditNote(t.db, payment, 2_000);
    const base = { workspaceId: fx.workspaceId, clientId, invoiceId: invoice.id };
    await publish('payment.succeeded', { ...base, paymentId: payment.id, amount: 12_000, currency: 'JPY' });
    await publish('invoice.paid', base);
    await publish('payment.refunded', {
      ...base,
      paymentId: payment.id,
      creditNoteId: note.id,
      amount: 2_000,
      currency: 'JPY',
    });

    const bodies = await t.db
      .selectFrom('webhook_messages')
      .select(['event_type', 'body'])
      .where('workspace_id', '=', fx.workspaceId)
      .orderBy('created_at')
      .execute();
    const data = (type: string) => JSON.parse(bodies.find((b) => b.event_type === type)?.body ?? '{}').data;
    expect(bodies.map((b) => b.event_type)).toEqual(['payment.succeeded', 'invoice.paid', 'payment.refunded']);
    const succeeded = v1PaymentSucceededEventSchema.parse(data('payment.succeeded'));
    expect(succeeded.payment).toMatchObject({ id: payment.id, amount: 12_000, currency: 'JPY', method: 'card' });
    expect(succeeded.invoice).toMatchObject({ id: invoice.id, client_id: clientId, status: 'paid', total: 12_000 });
    expect(v1InvoicePaidEventSchema.parse(data('invoice.paid')).invoice.number).toBe(invoice.number);
    const refunded = v1PaymentRefundedEventSchema.parse(data('payment.refunded'));
    expect(refunded.refund).toMatchObject({ credit_note_id: note.id, credit_note_number: note.number, amount: 2_000 });

    const news = await t.db
      .selectFrom('owner_notifications')
      .select(['kind', 'stage_name'])
      .where('project_id', '=', clientId)
      .execute();
    expect(news).toEqual([{ kind: 'payment_received', stage_name: `${invoice.number} (¥12,000)` }]);
    expect(await sendOwnerNotification(t.db, clientId, PUBLIC_URL)).toBe(1);
    const { rows } = await sql<{ subject: string }>`
      SELECT data->>'subject' AS subject FROM pgboss.job
      WHERE name = 'send-email' AND data->>'to' = ${owner.email} ORDER BY created_on DESC LIMIT 1`.execute(t.db);
    expect(rows[0]?.subject).toBe(NOTIFICATION_COPY.single.payment_received('Cy Moss', `${invoice.number} (¥12,000)`));
  });
});
