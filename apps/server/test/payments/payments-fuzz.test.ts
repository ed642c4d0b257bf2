import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { anyString, body, field, pathValue, shape } from '../fuzz/arbitraries';
import { createClient } from '../helpers/clients';
import { ok, workspaceOf } from '../helpers/journeys';
import { insertInvoice } from '../helpers/payments';
import { jsonRequest, type TestApp } from '../helpers/test-app';
import { type Owner, useTestApp } from '../helpers/use-test-app';

/**
 * Property tests (issue 35): whatever reaches the owner's payments (the list's and the CSV's query,
 * voiding an invoice, the PDFs' ids, the v1 list) answers 2xx or 4xx, never 5xx; and a void answered
 * 2xx only ever voided an open invoice of that client.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

const ids: string[] = [];
const clients: string[] = [];
let apiKey = '';

beforeAll(async () => {
  const workspaceId = await workspaceOf(app, owner.cookie);
  const clientId = (await createClient(app, owner.cookie)).id;
  clients.push(clientId);
  for (let i = 0; i < 6; i++) ids.push((await insertInvoice(t.db, { workspaceId, clientId })).id);
  ids.push((await insertInvoice(t.db, { workspaceId, clientId, status: 'paid' })).id);
  const theirs = (await createClient(app, stranger.cookie)).id;
  clients.push(theirs);
  ids.push((await insertInvoice(t.db, { workspaceId: await workspaceOf(app, stranger.cookie), clientId: theirs })).id);
  apiKey = (
    await ok<{ secret: string }>(
      app.request('/api/api-keys', jsonRequest('POST', { name: 'fuzz', scope: 'read' }, { cookie: owner.cookie })),
      201,
    )
  ).secret;
});

async function neverServerError(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  return res.status;
}

const queryValue = fc.oneof(
  fc.constantFrom(
    'open',
    'paid',
    'void',
    'overdue',
    'refunded',
    'USD',
    'jpy',
    'KWD',
    'XXX',
    '',
    '0',
    '-1',
    '101',
    '25',
  ),
  pathValue([]),
  anyString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
);
const query = fc
  .record(
    {
      status: queryValue,
      currency: queryValue,
      clientId: fc.oneof(queryValue, fc.constantFrom(...['own', 'foreign'])),
      cursor: queryValue,
      limit: queryValue,
    },
    { requiredKeys: [] },
  )
  .map((q) =>
    Object.entries(q)
      .map(([k, v]) => `${k}=${v === 'own' ? clients[0] : v === 'foreign' ? clients[1] : v}`)
      .join('&'),
  );

const runs = { numRuns: 40 };

describe('the payments API under arbitrary input', () => {
  it('lists and exports with any query: 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const headers = { cookie: owner.cookie };
        await neverServerError(await app.request(`/api/payments?${q}`, { headers }), `list ?${q.slice(0, 100)}`);
        await neverServerError(
          await app.request(`/api/payments/export.csv?${q}`, { headers }),
          `csv ?${q.slice(0, 100)}`,
        );
        const v1 = q.replace('clientId=', 'client_id=');
        await neverServerError(
          await app.request(`/api/v1/invoices?${v1}`, { headers: { authorization: `Bearer ${apiKey}` } }),
          `v1 ?${v1.slice(0, 100)}`,
        );
      }),
      runs,
    );
  });

  it('voids with any body and ids: 2xx or 4xx, and only open invoices of that client', async () => {
    const voidBody = body(shape({ reason: field(fc.oneof(fc.string({ maxLength: 600 }), fc.constant(null))) }));
    await fc.assert(
      fc.asyncProperty(voidBody, pathValue(clients), pathValue(ids), async (payload, client, invoice) => {
        const before = await t.db.selectFrom('invoices').select(['id', 'status', 'project_id']).execute();
        const res = await app.request(
          `/api/clients/${client}/invoices/${invoice}/void`,
          jsonRequest('POST', payload, { cookie: owner.cookie }),
        );
        const status = await neverServerError(
          res,
          `void ${client}/${invoice} ${JSON.stringify(payload)?.slice(0, 80)}`,
        );
        if (status === 200) {
          const was = before.find((r) => r.id === decodeURIComponent(invoice));
          expect(was).toMatchObject({ status: 'open', project_id: decodeURIComponent(client) });
          expect(decodeURIComponent(client)).toBe(clients[0]);
        }
      }),
      runs,
    );
    // Garbage that is not JSON at all.
    await fc.assert(
      fc.asyncProperty(anyString, async (raw) => {
        const res = await app.request(`/api/clients/${clients[0]}/invoices/${ids[0]}/void`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: owner.cookie },
          body: raw,
        });
        await neverServerError(res, `void raw ${raw.slice(0, 40)}`);
      }),
      { numRuns: 20 },
    );
  });

  it('answers the PDFs and a client page for any ids: 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        pathValue(clients),
        pathValue(ids),
        fc.constantFrom('pdf', 'receipt'),
        async (client, id, file) => {
          const headers = { cookie: owner.cookie };
          await neverServerError(
            await app.request(`/api/clients/${client}/payments`, { headers }),
            `payments ${client}`,
          );
          await neverServerError(
            await app.request(`/api/clients/${client}/invoices/${id}/${file}`, { headers }),
            `${file} ${client}/${id}`,
          );
          await neverServerError(
            await app.request(`/api/clients/${client}/credit-notes/${id}/pdf`, { headers }),
            `credit note ${client}/${id}`,
          );
          await neverServerError(
            await app.request(`/api/v1/invoices/${id}`, { headers: { authorization: `Bearer ${apiKey}` } }),
            `v1 ${id}`,
          );
        },
      ),
      runs,
    );
  });
});
