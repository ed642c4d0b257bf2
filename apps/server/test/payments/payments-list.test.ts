import type { PaymentsListDto } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../helpers/clients';
import { ok, workspaceOf } from '../helpers/journeys';
import { type InvoiceInput, insertInvoice, invoiceDocument, paymentSettings } from '../helpers/payments';
import { joinTeam } from '../helpers/team';
import { jsonRequest, type TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';

/**
 * /api/payments and its CSV (issue 35): newest first in keyset pages, filtered by status, currency
 * and client, with totals per status and currency over everything the filters match; a Member sees
 * only their assigned clients' invoices, and another workspace's are never there.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const list = (cookie: string, query = '') =>
  ok<PaymentsListDto>(app.request(`/api/payments${query}`, { headers: { cookie } }));
const csv = (cookie: string, query = '') => app.request(`/api/payments/export.csv${query}`, { headers: { cookie } });

const fx = {
  ada: '',
  bo: '',
  cy: '',
  numbers: {} as Record<string, string>,
  strangerInvoice: '',
};

beforeAll(async () => {
  const workspaceId = await workspaceOf(app, owner.cookie);
  await paymentSettings(t.db, workspaceId);
  fx.ada = (await createClient(app, owner.cookie, { clientName: 'Ada Lane', clientEmail: 'ada@example.com' })).id;
  fx.bo = (
    await createClient(app, owner.cookie, { clientName: '=HYPERLINK("http://x")', clientEmail: 'bo@example.com' })
  ).id;
  fx.cy = (await createClient(app, owner.cookie, { clientName: 'Cy, "the" client', clientEmail: 'cy@example.com' })).id;
  const add = async (key: string, clientId: string, values: Omit<InvoiceInput, 'workspaceId' | 'clientId'>) => {
    const invoice = await insertInvoice(t.db, { workspaceId, clientId, ...values });
    fx.numbers[key] = invoice.number;
    return invoice;
  };
  // Oldest first. USD 2,665.20 open, not due yet; USD 1,200.00 open and overdue; USD 2,665.20 paid.
  await add('adaOpen', fx.ada, { issuedAt: new Date('2025-01-01T10:00:00Z'), dueDate: '2099-12-31' });
  await add('adaOverdue', fx.ada, {
    document: invoiceDocument({ unit: 100_000 }),
    issuedAt: new Date('2025-01-02T10:00:00Z'),
    dueDate: '2025-01-15',
  });
  await add('adaPaid', fx.ada, {
    status: 'paid',
    issuedAt: new Date('2025-01-03T10:00:00Z'),
    paidAt: new Date('2025-01-04T10:00:00Z'),
  });
  // JPY 123,450 paid, 20,000 of it refunded.
  await add('boPaid', fx.bo, {
    document: invoiceDocument({ currency: 'JPY', unit: 102_875 }),
    status: 'paid',
    amountRefunded: 20_000,
    issuedAt: new Date('2025-01-05T10:00:00Z'),
    paidAt: new Date('2025-01-06T10:00:00Z'),
  });
  // KWD 1.200 void.
  await add('cyVoid', fx.cy, {
    document: invoiceDocument({ currency: 'KWD', unit: 1_000 }),
    status: 'void',
    issuedAt: new Date('2025-01-07T10:00:00Z'),
  });
  const strangerWorkspace = await workspaceOf(app, stranger.cookie);
  const theirs = (await createClient(app, stranger.cookie, { clientName: 'Not yours', clientEmail: 'x@example.com' }))
    .id;
  fx.strangerInvoice = (await insertInvoice(t.db, { workspaceId: strangerWorkspace, clientId: theirs })).id;
});

describe('GET /api/payments', () => {
  it('lists newest first in pages, with totals per status and currency over every match', async () => {
    const first = await list(owner.cookie, '?limit=2');
    expect(first.items.map((i) => i.number)).toEqual([fx.numbers.cyVoid, fx.numbers.boPaid]);
    expect(first.totals).toEqual([
      { status: 'open', currency: 'USD', count: 2, amount: 266_520 + 120_000 },
      { status: 'overdue', currency: 'USD', count: 1, amount: 120_000 },
      { status: 'paid', currency: 'JPY', count: 1, amount: 123_450 },
      { status: 'paid', currency: 'USD', count: 1, amount: 266_520 },
      { status: 'void', currency: 'KWD', count: 1, amount: 1_200 },
      { status: 'refunded', currency: 'JPY', count: 1, amount: 20_000 },
    ]);
    const seen = [...first.items.map((i) => i.id)];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await list(owner.cookie, `?limit=2&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.items.map((i) => i.id));
      cursor = next.nextCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen).not.toContain(fx.strangerInvoice);
    const [overdue, ...more] = (await list(owner.cookie, '?status=overdue')).items;
    expect(more).toEqual([]);
    expect(overdue).toMatchObject({
      number: fx.numbers.adaOverdue,
      status: 'open',
      overdue: true,
      clientName: 'Ada Lane',
    });
  });

  it('filters by status, currency and client, and the totals follow', async () => {
    const refunded = await list(owner.cookie, '?status=refunded');
    expect(refunded.items.map((i) => i.number)).toEqual([fx.numbers.boPaid]);
    expect(refunded.totals.map((s) => s.status).sort()).toEqual(['paid', 'refunded']);
    const usd = await list(owner.cookie, '?currency=usd');
    expect(usd.items.map((i) => i.currency)).toEqual(['USD', 'USD', 'USD']);
    expect(usd.totals.every((s) => s.currency === 'USD')).toBe(true);
    const ada = await list(owner.cookie, `?clientId=${fx.ada}&status=open`);
    expect(ada.items.map((i) => i.number)).toEqual([fx.numbers.adaOverdue, fx.numbers.adaOpen]);
    expect(ada.totals).toEqual([
      { status: 'open', currency: 'USD', count: 2, amount: 386_520 },
      { status: 'overdue', currency: 'USD', count: 1, amount: 120_000 },
    ]);
    const blank = await list(owner.cookie, '?status=&currency=&clientId=');
    expect(blank.items).toHaveLength(5);
    const other = await list(owner.cookie, `?clientId=${fx.strangerInvoice}`);
    expect(other.items).toEqual([]);
    for (const bad of ['?status=late', '?currency=XXX', '?clientId=nope', '?limit=0', '?cursor=garbage']) {
      expect((await app.request(`/api/payments${bad}`, { headers: { cookie: owner.cookie } })).status).toBe(400);
    }
  });

  it("never shows another workspace's invoices", async () => {
    const theirs = await list(stranger.cookie);
    expect(theirs.items.map((i) => i.id)).toEqual([fx.strangerInvoice]);
  });
});

describe('GET /api/payments/export.csv', () => {
  it('is one row per invoice, amounts in major units, safe from formulas, as an attachment', async () => {
    const res = await csv(owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="payments\.csv"/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Number,Client,Status,Currency,Total,Paid,Refunded,Due,Issued,Due date,Paid at');
    expect(lines.slice(1)).toEqual([
      `${fx.numbers.cyVoid},"Cy, ""the"" client",Void,KWD,1.200,0.000,0.000,0.000,2025-01-07,2025-03-15,`,
      `${fx.numbers.boPaid},"'=HYPERLINK(""http://x"")",Paid,JPY,123450,123450,20000,0,2025-01-05,2025-03-15,2025-01-06`,
      `${fx.numbers.adaPaid},Ada Lane,Paid,USD,2665.20,2665.20,0.00,0.00,2025-01-03,2025-03-15,2025-01-04`,
      `${fx.numbers.adaOverdue},Ada Lane,Overdue,USD,1200.00,0.00,0.00,1200.00,2025-01-02,2025-01-15,`,
      `${fx.numbers.adaOpen},Ada Lane,Open,USD,2665.20,0.00,0.00,2665.20,2025-01-01,2099-12-31,`,
    ]);
    const filtered = (await (await csv(owner.cookie, '?currency=JPY&cursor=x&limit=1')).text()).trimEnd().split('\r\n');
    expect(filtered).toHaveLength(2);
    expect((await csv(owner.cookie, '?status=late')).status).toBe(400);
  });
});

describe('a Member', () => {
  it('sees only the invoices of their assigned clients, and 404 for the others', async () => {
    const member = await joinTeam(t, owner, 'member', 'max.member@example.com');
    await ok(
      app.request(
        `/api/clients/${fx.ada}/assignees`,
        jsonRequest('PUT', { userIds: [member.userId] }, { cookie: owner.cookie }),
      ),
    );
    const mine = await list(member.cookie);
    expect(mine.items.map((i) => i.clientId)).toEqual([fx.ada, fx.ada, fx.ada]);
    expect(mine.totals.map((s) => s.currency)).toEqual(['USD', 'USD', 'USD']);
    expect((await list(member.cookie, `?clientId=${fx.bo}`)).items).toEqual([]);
    const rows = (await (await csv(member.cookie)).text()).trimEnd().split('\r\n');
    expect(rows).toHaveLength(4);

    const bo = await list(owner.cookie, `?clientId=${fx.bo}`);
    const boInvoice = bo.items[0]?.id ?? '';
    const as = (path: string, method = 'GET', body?: unknown) =>
      app.request(path, jsonRequest(method, body, { cookie: member.cookie }));
    expect((await as(`/api/clients/${fx.bo}/payments`)).status).toBe(404);
    expect((await as(`/api/clients/${fx.bo}/invoices/${boInvoice}/void`, 'POST', {})).status).toBe(404);
    expect((await as(`/api/clients/${fx.ada}/invoices/${boInvoice}/void`, 'POST', {})).status).toBe(404);
    expect((await as(`/api/clients/${fx.bo}/invoices/${boInvoice}/pdf`)).status).toBe(404);
    expect((await as(`/api/clients/${fx.ada}/payments`)).status).toBe(200);
  });
});
