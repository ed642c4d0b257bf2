import type { ClientErasureDto, ClientListResponse, PaymentsListDto } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../helpers/clients';
import { ok } from '../helpers/journeys';
import type { StorageFixture } from '../helpers/storage';
import type { TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import { erase, getJson } from './erase-api';
import { personOf, richClient, valuesOf } from './rich-client';
import { findValues, scannedColumnCount } from './schema-scan';

let t: TestApp;
let app: TestApp['app'];
let fx: StorageFixture;
let owner: Owner;
let stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, fx, owner, stranger } = env));

const gone = personOf('gone');
const kept = personOf('kept');
const foreign = personOf('foreign');
let erased: Awaited<ReturnType<typeof richClient>>;
let keptClient: Awaited<ReturnType<typeof richClient>>;
let foreignClient: Awaited<ReturnType<typeof richClient>>;
let before: { insights: unknown; payments: PaymentsListDto; files: string[] };
let record: ClientErasureDto;

beforeAll(async () => {
  erased = await richClient(app, t.db, fx.storage, owner.cookie, gone);
  keptClient = await richClient(app, t.db, fx.storage, owner.cookie, kept);
  foreignClient = await richClient(app, t.db, fx.storage, stranger.cookie, foreign);
  before = {
    insights: await getJson(app, owner.cookie, '/api/insights?clients=all&period=90d'),
    payments: await getJson<PaymentsListDto>(app, owner.cookie, '/api/payments'),
    files: await fx.keys(),
  };
  record = (await ok<{ erasure: ClientErasureDto }>(erase(app, owner.cookie, erased.client.id, gone.clientName)))
    .erasure;
}, 120_000);

describe('erasing a client', () => {
  it('leaves none of its values in any column of any table, while the other clients keep theirs', async () => {
    expect(await scannedColumnCount(t.db)).toBeGreaterThan(100);
    expect(await findValues(t.db, valuesOf(gone, erased.tokens))).toEqual({});
    // The scan finds what is there: every kept value of the other clients is still somewhere.
    for (const [p, c] of [
      [kept, keptClient],
      [foreign, foreignClient],
    ] as const) {
      const found = new Set(Object.values(await findValues(t.db, valuesOf(p, c.tokens))).flat());
      for (const value of valuesOf(p, c.tokens)) expect(found, value).toContain(value.toLowerCase());
    }
  });

  it('removes its stored files and no one else’s', async () => {
    const files = await fx.keys();
    expect(before.files.some((k) => k.startsWith(`${erased.client.id}/`))).toBe(true);
    expect(files.filter((k) => k.startsWith(`${erased.client.id}/`))).toEqual([]);
    expect(files.filter((k) => k.startsWith(`${keptClient.client.id}/`)).length).toBeGreaterThan(1);
    expect(files.filter((k) => k.startsWith(`${foreignClient.client.id}/`)).length).toBeGreaterThan(1);
    expect(await t.db.selectFrom('storage_deletions').selectAll().execute()).toEqual([]);
  });

  it('records who erased it and when, with counts only', async () => {
    const row = await t.db
      .selectFrom('client_erasures')
      .selectAll()
      .where('project_id', '=', erased.client.id)
      .executeTakeFirstOrThrow();
    expect(row.erased_by_name).toBe('Avery Stone');
    expect(row.erased_by_user_id).toBeTruthy();
    expect(row.workspace_id).toBe(erased.workspaceId);
    expect(record.erasedAt).toBe(row.erased_at.toISOString());
    expect(row.summary).toMatchObject({ contacts: 2, answers: 1, files: 1, testimonials: 1, agreements: 1 });
    expect(row.summary.invoices).toBe(1);
    expect(row.summary.webhookMessages).toBeGreaterThan(0);
    expect(row.summary.emails).toBeGreaterThan(0);
    expect(row.summary.storedResponses).toBe(1);
    const tomb = await t.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', erased.client.id)
      .executeTakeFirstOrThrow();
    expect(tomb).toMatchObject({ client_name: 'Erased client', client_email: null, password_hash: null });
    expect(tomb.erased_at).not.toBeNull();
  });

  it('keeps the insights counts and the invoice totals as they were', async () => {
    expect(await getJson(app, owner.cookie, '/api/insights?clients=all&period=90d')).toEqual(before.insights);
    const payments = await getJson<PaymentsListDto>(app, owner.cookie, '/api/payments');
    expect(payments.totals).toEqual(before.payments.totals);
    const invoice = payments.items.find((i) => i.id === erased.invoice.id);
    expect(invoice?.total).toBe(before.payments.items.find((i) => i.id === erased.invoice.id)?.total);
  });

  it('drops it from the lists, the search and the dashboard, and from the kept counts', async () => {
    const list = await getJson<ClientListResponse>(app, owner.cookie, '/api/clients');
    const ids = list.clients.map((c) => c.id);
    expect(ids).toContain(keptClient.client.id);
    expect(ids).not.toContain(erased.client.id);
    const archived = await getJson<ClientListResponse>(app, owner.cookie, '/api/clients?status=archived');
    expect(archived.clients.map((c) => c.id)).not.toContain(erased.client.id);
    const search = await getJson<ClientListResponse>(app, owner.cookie, '/api/clients?q=Erased');
    expect(search.clients).toEqual([]);
    const dashboard = await getJson<{ recentClients: { id: string }[]; stats: { activeClients: number } }>(
      app,
      owner.cookie,
      '/api/dashboard',
    );
    expect(dashboard.recentClients.map((c) => c.id)).not.toContain(erased.client.id);
    expect(dashboard.stats.activeClients).toBe(1);
    await createClient(app, owner.cookie, { clientName: 'New after erasure' });
  });
});
