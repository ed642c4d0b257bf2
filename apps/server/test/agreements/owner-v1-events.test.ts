import { createHash } from 'node:crypto';
import { CLIENT_MESSAGES, AGREEMENT_MESSAGES as M, type V1Agreement, v1AgreementSchema } from '@bloom/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvents, type DomainEvents } from '../../src/kernel/events';
import { insightSubscriptions } from '../../src/modules/insights';
import { webhookSubscriptions } from '../../src/modules/integrations';
import { notificationSubscriptions } from '../../src/modules/notifications';
import { NOTIFICATION_COPY } from '../../src/modules/notifications/notification-copy';
import { sendOwnerNotification } from '../../src/modules/notifications/send-owner-notification';
import { fails, ok, workspaceOf } from '../helpers/journeys';
import { jsonRequest, PUBLIC_URL, type TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import { agreementClient, callAgreements, sendAgreement, sendInput, typed, voidAgreement } from './owner-fixtures';

/**
 * Agreements around the app (issue 34): /api/v1 lists them (keyset pages, one client's) and serves
 * the sealed PDF once completed; a contact's signature that leaves only the countersignature, and a
 * decline, reach the owner's notifications and the webhooks.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

type Page = { data: V1Agreement[]; next_cursor: string | null };
const keys = { mine: '', theirs: '' };
let ownerId = '';
let workspaceId = '';
let fx: Awaited<ReturnType<typeof agreementClient>>;
const versions = { v1: '', v2: '', other: '' };

const newKey = async (cookie: string) =>
  (
    await ok<{ secret: string }>(
      app.request('/api/api-keys', jsonRequest('POST', { name: 'read', scope: 'read' }, { cookie })),
      201,
    )
  ).secret;
const v1 = (key: string, path: string) =>
  app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });

/** The app's reactions (as app.ts builds them), to publish what the portal publishes when a contact acts. */
const events = createEvents(insightSubscriptions, notificationSubscriptions({ delaySeconds: 0 }), webhookSubscriptions);
const publish = <K extends 'agreement.signed' | 'agreement.declined'>(name: K, event: DomainEvents[K]) =>
  t.db.transaction().execute((trx) => events.publish(trx, name, event));

/** Sets signers of `agreementId` as the portal leaves them after a signature or a decline. */
const setSigners = (agreementId: string, names: string[], status: 'signed' | 'declined') =>
  t.db
    .updateTable('agreement_signers')
    .set({
      status,
      viewed_at: new Date(),
      consented_at: new Date(),
      verified_at: new Date(),
      ...(status === 'signed'
        ? { signed_at: new Date(), signature_kind: 'typed' as const, signature_text: 'Signed' }
        : { decline_reason: 'The fee is wrong' }),
    })
    .where('agreement_id', '=', agreementId)
    .where('name', 'in', names)
    .returning('id')
    .execute();

const notifications = (clientId: string) =>
  t.db
    .selectFrom('owner_notifications')
    .select(['kind', 'stage_name'])
    .where('project_id', '=', clientId)
    .orderBy('created_at')
    .execute();

beforeAll(async () => {
  keys.mine = await newKey(owner.cookie);
  keys.theirs = await newKey(stranger.cookie);
  ownerId = (await t.db.selectFrom('user').select('id').where('email', '=', owner.email).executeTakeFirstOrThrow()).id;
  workspaceId = await workspaceOf(app, owner.cookie);
  fx = await agreementClient(app, owner.cookie);
  versions.v1 = (await sendAgreement(app, owner.cookie, fx.clientId, sendInput(fx, ownerId))).id;
  await voidAgreement(app, owner.cookie, fx.clientId, versions.v1);
  versions.v2 = (await sendAgreement(app, owner.cookie, fx.clientId, sendInput(fx, ownerId))).id;
  const other = await agreementClient(app, owner.cookie);
  versions.other = (await sendAgreement(app, owner.cookie, other.clientId, sendInput(other, ownerId))).id;
});

describe('/api/v1/agreements', () => {
  it('lists every version newest first in keyset pages, one client when asked', async () => {
    const all = await ok<Page>(v1(keys.mine, '/agreements'));
    expect(all.data.map((a) => a.id)).toEqual([versions.other, versions.v2, versions.v1]);
    for (const item of all.data) v1AgreementSchema.parse(item);
    expect(all.data[1]).toMatchObject({
      client_id: fx.clientId,
      stage_id: fx.stages.contract,
      version: 2,
      title: 'Service agreement',
      status: 'sent',
      final_url: null,
    });
    expect(all.data[1]?.signers.map((s) => [s.kind, s.status])).toEqual([
      ['contact', 'pending'],
      ['contact', 'pending'],
      ['member', 'pending'],
    ]);

    const first = await ok<Page>(v1(keys.mine, `/agreements?client_id=${fx.clientId}&limit=1`));
    expect(first.data.map((a) => a.version)).toEqual([2]);
    const cursor = encodeURIComponent(first.next_cursor ?? '');
    const second = await ok<Page>(v1(keys.mine, `/agreements?client_id=${fx.clientId}&limit=1&cursor=${cursor}`));
    expect(second.data.map((a) => [a.version, a.status])).toEqual([[1, 'voided']]);
    expect(second.next_cursor).toBeNull();

    // Another workspace's key sees none of them, and may not filter by this client.
    expect((await ok<Page>(v1(keys.theirs, '/agreements'))).data).toEqual([]);
    await fails(v1(keys.theirs, `/agreements?client_id=${fx.clientId}`), 404, CLIENT_MESSAGES.notFound);
  });

  it('serves the sealed PDF once completed, 404 before and for another workspace', async () => {
    const other = await agreementClient(app, owner.cookie);
    const agreement = await sendAgreement(app, owner.cookie, other.clientId, sendInput(other, ownerId));
    await fails(v1(keys.mine, `/agreements/${agreement.id}/final`), 404, M.notFound);
    await setSigners(agreement.id, ['Ada Lane', 'Sam Lee'], 'signed');
    await ok(callAgreements(app, owner.cookie, other.clientId, 'POST', `/${agreement.id}/countersign`, typed()));

    const [listed] = (await ok<Page>(v1(keys.mine, `/agreements?client_id=${other.clientId}`))).data;
    expect(listed).toMatchObject({ status: 'completed', final_url: `/api/v1/agreements/${agreement.id}/final` });
    const res = await v1(keys.mine, listed?.final_url?.replace('/api/v1', '') ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const sealed = Buffer.from(await res.arrayBuffer());
    expect(createHash('sha256').update(sealed).digest('hex')).toBe(listed?.final_sha256);
    await fails(v1(keys.theirs, `/agreements/${agreement.id}/final`), 404, M.notFound);
    await fails(v1(keys.mine, '/agreements/not-an-id/final'), 404, M.notFound);
  });
});

describe("the portal's agreement events, around the app", () => {
  it('tells the owner once every contact signed (the countersignature is next), not before', async () => {
    const client = await agreementClient(app, owner.cookie);
    const agreement = await sendAgreement(app, owner.cookie, client.clientId, sendInput(client, ownerId));
    const signed = async (name: string) => {
      const [row] = await setSigners(agreement.id, [name], 'signed');
      await publish('agreement.signed', {
        workspaceId,
        clientId: client.clientId,
        agreementId: agreement.id,
        stageId: client.stages.contract,
        signerId: row?.id ?? '',
        signerKind: 'contact',
      });
    };
    await signed('Ada Lane');
    expect(await notifications(client.clientId)).toEqual([]);
    await signed('Sam Lee');
    expect(await notifications(client.clientId)).toEqual([{ kind: 'agreement_signed', stage_name: 'Contract' }]);

    // The owner's email says what to do next.
    expect(await sendOwnerNotification(t.db, client.clientId, PUBLIC_URL)).toBe(1);
    const { rows } = await sql<{ subject: string }>`
      SELECT data->>'subject' AS subject FROM pgboss.job
      WHERE name = 'send-email' AND data->>'to' = ${owner.email} ORDER BY created_on DESC LIMIT 1`.execute(t.db);
    expect(rows[0]?.subject).toBe(NOTIFICATION_COPY.single.agreement_signed('Ada Lane', 'Contract'));
  });

  it('tells the owner and the webhooks of a decline, with the contact who declined', async () => {
    await t.db
      .insertInto('webhook_endpoints')
      .values({
        workspace_id: workspaceId,
        url: 'https://hooks.example.com/bloom',
        events: ['agreement.declined', 'agreement.signed'],
        secret_encrypted: 'unused: no delivery runs in this test',
      })
      .execute();
    const client = await agreementClient(app, owner.cookie);
    const agreement = await sendAgreement(app, owner.cookie, client.clientId, sendInput(client, ownerId));
    await setSigners(agreement.id, ['Sam Lee'], 'declined');
    await t.db
      .updateTable('agreements')
      .set({ status: 'declined', declined_at: new Date() })
      .where('id', '=', agreement.id)
      .execute();
    await publish('agreement.declined', {
      workspaceId,
      clientId: client.clientId,
      agreementId: agreement.id,
      stageId: client.stages.contract,
      reason: 'The fee is wrong',
    });
    expect(await notifications(client.clientId)).toEqual([{ kind: 'agreement_declined', stage_name: 'Contract' }]);
    const hooks = await t.db
      .selectFrom('webhook_messages')
      .select('body')
      .where('workspace_id', '=', workspaceId)
      .where('event_type', '=', 'agreement.declined')
      .execute();
    expect(hooks).toHaveLength(1);
    const body = JSON.parse(hooks[0]?.body ?? '{}') as {
      type: string;
      data: { agreement: V1Agreement; contact: unknown };
    };
    expect(body.type).toBe('agreement.declined');
    expect(body.data.agreement).toMatchObject({ id: agreement.id, status: 'declined', client_id: client.clientId });
    expect(body.data.contact).toEqual({ id: client.contacts.sam, name: 'Sam Lee', email: 'sam@example.com' });

    // The owner voids it and sends version 2.
    await voidAgreement(app, owner.cookie, client.clientId, agreement.id);
    const next = await sendAgreement(app, owner.cookie, client.clientId, sendInput(client, ownerId));
    expect(next.version).toBe(2);
  });
});
