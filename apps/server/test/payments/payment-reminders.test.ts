import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runPaymentReminderSweep } from '../../src/modules/payments/payment-reminders';
import { createClient } from '../helpers/clients';
import { ok, workspaceOf } from '../helpers/journeys';
import { insertInvoice, paymentMails, paymentSettings } from '../helpers/payments';
import { jsonRequest, PUBLIC_URL, TEST_SECRET, type TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';

/**
 * Payment reminders (issue 35): 7 days before the due day, on it and 2 days after by default (the
 * workspace's offsets), each once, from 10:00 and never in the quiet hours (20:00–08:00) on the
 * client's clock, to the billing contact unless they unsubscribed; none once the invoice is paid
 * or void, or the client archived.
 */
let t: TestApp, app: TestApp['app'], owner: Owner;
useTestApp(['owner'], (env) => ({ t, app, owner } = env));

const sweep = (now: string) =>
  runPaymentReminderSweep(t.db, { now: new Date(now), appOrigin: PUBLIC_URL, secret: TEST_SECRET });

let n = 0;
/** A client (Paris time by the workspace) with an open invoice issued March 1st, due March 15th 2025. */
async function openInvoice(extra: { offsets?: number[]; issuedAt?: string; dueDate?: string } = {}) {
  const workspaceId = await workspaceOf(app, owner.cookie);
  await sql`UPDATE workspaces SET timezone = 'Europe/Paris' WHERE id = ${workspaceId}`.execute(t.db);
  await paymentSettings(t.db, workspaceId, { reminderOffsets: extra.offsets ?? [-7, 0, 2] });
  const client = await createClient(app, owner.cookie, {
    clientEmail: `payer.${n++}@example.com`,
    clientName: 'Ada Lane',
  });
  const invoice = await insertInvoice(t.db, {
    workspaceId,
    clientId: client.id,
    issuedAt: new Date(extra.issuedAt ?? '2025-03-01T09:00:00Z'),
    dueDate: extra.dueDate ?? '2025-03-15',
  });
  return { workspaceId, clientId: client.id, invoice, email: client.clientEmail };
}

const reminders = async (clientId: string) => paymentMails(t.db, clientId, 'payment-reminder');

describe('the payment reminder sweep', () => {
  it('reminds 7 days before, on the day and 2 days after, each once, from 10:00 on the clock', async () => {
    const fx = await openInvoice();
    await sweep('2025-03-08T07:30:00Z'); // 08:30 in Paris: before 10:00
    expect(await reminders(fx.clientId)).toHaveLength(0);
    await sweep('2025-03-08T09:30:00Z'); // 10:30: the -7 reminder
    await sweep('2025-03-08T09:35:00Z');
    await sweep('2025-03-09T12:00:00Z'); // -6: no offset
    expect(await reminders(fx.clientId)).toHaveLength(1);
    await sweep('2025-03-15T19:30:00Z'); // 20:30: quiet
    expect(await reminders(fx.clientId)).toHaveLength(1);
    await sweep('2025-03-15T12:00:00Z');
    await sweep('2025-03-17T12:00:00Z');
    await sweep('2025-03-18T12:00:00Z');
    await sweep('2025-03-17T13:00:00Z');
    const mails = await reminders(fx.clientId);
    expect(mails.map((m) => m.subject)).toEqual([
      `Reminder: invoice ${fx.invoice.number}`,
      `Reminder: invoice ${fx.invoice.number}`,
      `Overdue: invoice ${fx.invoice.number}`,
    ]);
    expect(mails[0]?.text).toContain('is due on March 15, 2025');
    expect(mails[1]?.text).toContain('is due today');
    expect(mails[2]?.text).toContain('was due on March 15, 2025 and is still open');
    expect(mails[2]?.text).toContain('$2,665.20');
    // Not a record: the contact can unsubscribe from it.
    expect(mails[0]).toMatchObject({ to: fx.email, client: { id: fx.clientId, kind: 'payment-reminder' } });
    expect(mails[0]?.headers?.['List-Unsubscribe']).toContain('/unsubscribe/');
    const sent = await t.db
      .selectFrom('invoice_reminders')
      .select('offset_days')
      .where('invoice_id', '=', fx.invoice.id)
      .orderBy('offset_days')
      .execute();
    expect(sent.map((r) => r.offset_days)).toEqual([-7, 0, 2]);
  });

  it("follows the client's own clock when the portal told it", async () => {
    const fx = await openInvoice();
    await sql`UPDATE projects SET client_timezone = 'America/New_York' WHERE id = ${fx.clientId}`.execute(t.db);
    await sweep('2025-03-08T09:30:00Z'); // 04:30 in New York
    expect(await reminders(fx.clientId)).toHaveLength(0);
    await sweep('2025-03-08T15:30:00Z'); // 10:30 in New York
    expect(await reminders(fx.clientId)).toHaveLength(1);
  });

  it('sends one reminder when two sweeps run at once', async () => {
    const fx = await openInvoice();
    await Promise.all([sweep('2025-03-15T12:00:00Z'), sweep('2025-03-15T12:00:00Z'), sweep('2025-03-15T12:01:00Z')]);
    expect(await reminders(fx.clientId)).toHaveLength(1);
  });

  it('stops once the invoice is paid or voided, or the client archived', async () => {
    const paid = await openInvoice();
    await sql`UPDATE invoices SET status = 'paid', amount_paid = amount_due, paid_at = now() WHERE id = ${paid.invoice.id}`.execute(
      t.db,
    );
    const voided = await openInvoice();
    await ok(
      app.request(
        `/api/clients/${voided.clientId}/invoices/${voided.invoice.id}/void`,
        jsonRequest('POST', { reason: 'Sent by mistake' }, { cookie: owner.cookie }),
      ),
    );
    const archived = await openInvoice();
    await ok(
      app.request(`/api/clients/${archived.clientId}/archive`, jsonRequest('POST', {}, { cookie: owner.cookie })),
    );
    for (const at of ['2025-03-08T12:00:00Z', '2025-03-15T12:00:00Z', '2025-03-17T12:00:00Z']) await sweep(at);
    for (const fx of [paid, voided, archived]) expect(await reminders(fx.clientId)).toHaveLength(0);
  });

  it('sends none to an unsubscribed contact (and keeps none as sent), nor with reminders off for the client', async () => {
    const unsubscribed = await openInvoice();
    await sql`UPDATE projects SET email_unsubscribed_at = now() WHERE id = ${unsubscribed.clientId}`.execute(t.db);
    const off = await openInvoice();
    await sql`UPDATE projects SET reminders_off = true WHERE id = ${off.clientId}`.execute(t.db);
    await sweep('2025-03-15T12:00:00Z');
    expect(await reminders(unsubscribed.clientId)).toHaveLength(0);
    expect(await reminders(off.clientId)).toHaveLength(0);
    const kept = await t.db
      .selectFrom('invoice_reminders')
      .select('offset_days')
      .where('invoice_id', '=', unsubscribed.invoice.id)
      .execute();
    expect(kept).toEqual([]);
  });

  it("follows the workspace's offsets, and skips the day the invoice was issued", async () => {
    const custom = await openInvoice({ offsets: [-1] });
    await sweep('2025-03-14T12:00:00Z');
    await sweep('2025-03-15T12:00:00Z');
    expect((await reminders(custom.clientId)).map((m) => m.subject)).toEqual([
      `Reminder: invoice ${custom.invoice.number}`,
    ]);
    // Due the day it was issued: its own email just went, no reminder that day; two days later, one.
    const sameDay = await openInvoice({ offsets: [0, 2], issuedAt: '2025-04-01T08:00:00Z', dueDate: '2025-04-01' });
    await sweep('2025-04-01T12:00:00Z');
    expect(await reminders(sameDay.clientId)).toHaveLength(0);
    await sweep('2025-04-03T12:00:00Z');
    expect(await reminders(sameDay.clientId)).toHaveLength(1);
    const none = await openInvoice({ offsets: [] });
    for (const at of ['2025-03-08T12:00:00Z', '2025-03-15T12:00:00Z']) await sweep(at);
    expect(await reminders(none.clientId)).toHaveLength(0);
  });
});
