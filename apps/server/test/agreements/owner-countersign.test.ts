import { createHash } from 'node:crypto';
import { type AgreementDto, CLIENT_MESSAGES, AGREEMENT_MESSAGES as M, type WebhookEvent } from '@bloom/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fails, ok, workspaceOf } from '../helpers/journeys';
import { call, joinTeam } from '../helpers/team';
import { type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import {
  agreementClient,
  callAgreements,
  listAgreements,
  sendAgreement,
  sendInput,
  textConfig,
  typed,
} from './owner-fixtures';

/**
 * The countersignature from the client page (issue 34): only the member the agreement names signs
 * for the workspace, only on their turn; anyone else is refused with nothing changed. The last
 * signature completes the agreement: the sealed PDF, the stage done, each webhook event once.
 */
let t: TestApp, app: TestApp['app'], owner: Owner;
useStorageApp({}, ['owner'], (env) => ({ t, app, owner } = env));

let ownerId = '';
let workspaceId = '';
let admin: Awaited<ReturnType<typeof joinTeam>>;
let member: Awaited<ReturnType<typeof joinTeam>>;
let endpointId = '';

beforeAll(async () => {
  ownerId = (await t.db.selectFrom('user').select('id').where('email', '=', owner.email).executeTakeFirstOrThrow()).id;
  workspaceId = await workspaceOf(app, owner.cookie);
  admin = await joinTeam(t, owner, 'admin', uniqueEmail('admin'));
  member = await joinTeam(t, owner, 'member', uniqueEmail('member'));
  // An endpoint for the agreement events: what each change queues is counted by type.
  const endpoint = await t.db
    .insertInto('webhook_endpoints')
    .values({
      workspace_id: workspaceId,
      url: 'https://hooks.example.com/bloom',
      events: ['agreement.signed', 'agreement.completed', 'agreement.declined'],
      secret_encrypted: 'unused: no delivery runs in this test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  endpointId = endpoint.id;
});

/** A client (assigned to the Member) with the agreement sent, `countersigner` named. */
async function sent(countersigner: string, order: 'clients_first' | 'owner_first' = 'clients_first') {
  const fx = await agreementClient(app, owner.cookie, textConfig({ order }));
  await ok(call(app, owner.cookie, 'PUT', `/api/clients/${fx.clientId}/assignees`, { userIds: [member.userId] }));
  const agreement = await sendAgreement(app, owner.cookie, fx.clientId, sendInput(fx, countersigner, { order }));
  return { fx, agreement };
}

const countersign = (cookie: string, clientId: string, agreementId: string, body: unknown = typed()) =>
  callAgreements(app, cookie, clientId, 'POST', `/${agreementId}/countersign`, body);

/** The agreement's rows as they are, to compare before and after a refusal. */
const snapshot = async (agreementId: string) => ({
  agreement: await t.db.selectFrom('agreements').selectAll().where('id', '=', agreementId).executeTakeFirstOrThrow(),
  signers: await t.db
    .selectFrom('agreement_signers')
    .selectAll()
    .where('agreement_id', '=', agreementId)
    .orderBy('id')
    .execute(),
  events: await t.db.selectFrom('agreement_events').selectAll().where('agreement_id', '=', agreementId).execute(),
});

const mailsTo = async (to: string) =>
  (
    await sql<{ subject: string }>`
      SELECT data->>'subject' AS subject FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = ${to}`.execute(
      t.db,
    )
  ).rows.map((r) => r.subject);

const webhooks = async (type: WebhookEvent, agreementId: string) =>
  (
    await t.db
      .selectFrom('webhook_messages')
      .select('body')
      .where('endpoint_id', '=', endpointId)
      .where('event_type', '=', type)
      .execute()
  )
    .map((m) => JSON.parse(m.body) as { data: { agreement: { id: string; status: string }; contact: unknown } })
    .filter((m) => m.data.agreement.id === agreementId);

/** The contacts signed in the portal (their steps are the portal's tests): set as the portal leaves them. */
const contactsSigned = (agreementId: string) =>
  t.db
    .updateTable('agreement_signers')
    .set({
      status: 'signed',
      viewed_at: new Date(),
      consented_at: new Date(),
      verified_at: new Date(),
      signed_at: new Date(),
      signature_kind: 'typed',
      signature_text: 'Ada Lane',
      time_zone: 'Europe/Paris',
    })
    .where('agreement_id', '=', agreementId)
    .where('kind', '=', 'contact')
    .execute();

describe('countersigning', () => {
  it('answers a Member 404 on a client not assigned to them, and changes nothing', async () => {
    const { fx, agreement } = await sent(ownerId);
    await call(app, owner.cookie, 'PUT', `/api/clients/${fx.clientId}/assignees`, { userIds: [] });
    const before = await snapshot(agreement.id);
    await fails(countersign(member.cookie, fx.clientId, agreement.id), 404, CLIENT_MESSAGES.notFound);
    expect(await snapshot(agreement.id)).toEqual(before);
  });

  it('refuses anyone but the chosen countersigner with 403, the Owner included, and changes nothing', async () => {
    const { fx, agreement } = await sent(member.userId, 'owner_first');
    const before = await snapshot(agreement.id);
    for (const cookie of [owner.cookie, admin.cookie]) {
      await fails(countersign(cookie, fx.clientId, agreement.id), 403, M.notYourCountersign);
    }
    const other = await sent(ownerId, 'owner_first');
    // The Member is assigned to this client, but the Owner was chosen.
    await fails(countersign(member.cookie, other.fx.clientId, other.agreement.id), 403, M.notYourCountersign);
    expect(await snapshot(agreement.id)).toEqual(before);
    expect(await webhooks('agreement.signed', agreement.id)).toEqual([]);
  });

  it('takes the countersignature only on its turn, and refuses a blank drawing', async () => {
    const { fx, agreement } = await sent(ownerId);
    const before = await snapshot(agreement.id);
    await fails(countersign(owner.cookie, fx.clientId, agreement.id), 409, M.notYourTurn);
    await contactsSigned(agreement.id);
    const signedBefore = await snapshot(agreement.id);
    const dot = { signature: { kind: 'drawn', strokes: [[500, 200, 501, 201]] }, timeZone: null };
    const res = await countersign(owner.cookie, fx.clientId, agreement.id, dot);
    expect(res.status).toBe(400);
    expect(await snapshot(agreement.id)).toEqual(signedBefore);
    expect(before.agreement.status).toBe('sent');
  });

  it('lets the chosen Member sign first, emails the contacts then, and queues agreement.signed once', async () => {
    const { fx, agreement } = await sent(member.userId, 'owner_first');
    const before = { ada: await mailsTo('ada@example.com'), member: await mailsTo(member.email) };
    const { agreement: after } = await ok<{ agreement: AgreementDto }>(
      countersign(member.cookie, fx.clientId, agreement.id, typed('Max Member')),
    );
    const signer = after.signers.find((s) => s.kind === 'member');
    expect(signer).toMatchObject({ status: 'signed', signatureKind: 'typed', userId: member.userId });
    expect(after.status).toBe('sent');
    const countersigned = after.events.find((e) => e.kind === 'countersigned');
    expect(countersigned).toMatchObject({ actor: 'Max Member', timeZone: 'Europe/Paris' });
    expect(countersigned?.ip).toBeTruthy();
    const [hook, ...more] = await webhooks('agreement.signed', agreement.id);
    expect(more).toEqual([]);
    expect(hook?.data).toMatchObject({ agreement: { id: agreement.id, status: 'sent' }, contact: null });
    // Their turn came first (they were emailed on sending); now the contacts get their requests.
    expect(before.member).toContain(M.emailCountersignSubject('Service agreement'));
    expect((await mailsTo('ada@example.com')).length).toBe(before.ada.length + 1);
    // Signed once: a second try is refused.
    await fails(countersign(member.cookie, fx.clientId, agreement.id), 409, M.notSent);
  });

  it('completes with the last signature: the sealed PDF, the stage done, each event once', async () => {
    const { fx, agreement } = await sent(ownerId);
    await contactsSigned(agreement.id);
    const { agreement: done } = await ok<{ agreement: AgreementDto }>(
      countersign(owner.cookie, fx.clientId, agreement.id),
    );
    expect(done.status).toBe('completed');
    expect(done.finalSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(done.events.map((e) => e.kind).slice(-2)).toEqual(['countersigned', 'completed']);

    const res = await app.request(done.finalUrl ?? '', { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    const sealed = Buffer.from(await res.arrayBuffer());
    expect(createHash('sha256').update(sealed).digest('hex')).toBe(done.finalSha256);

    expect(await webhooks('agreement.signed', agreement.id)).toHaveLength(1);
    const completed = await webhooks('agreement.completed', agreement.id);
    expect(completed.map((m) => m.data.agreement.status)).toEqual(['completed']);
    // The stage counts as done: its answer row, the client's progress and the insights event.
    const submission = await t.db
      .selectFrom('form_submissions')
      .select('status')
      .where('project_id', '=', fx.clientId)
      .where('step_id', '=', fx.stages.contract)
      .executeTakeFirstOrThrow();
    expect(submission.status).not.toBe('draft');
    const { rows } = await sql<{ kind: string }>`
      SELECT kind FROM journey_events WHERE project_id = ${fx.clientId} AND step_id = ${fx.stages.contract}`.execute(
      t.db,
    );
    expect(rows.map((r) => r.kind)).toEqual(['submitted']);
    const client = await t.db
      .selectFrom('projects')
      .select('current_step')
      .where('id', '=', fx.clientId)
      .executeTakeFirstOrThrow();
    expect(client.current_step).toBe(1);

    // Signed: it cannot be voided, and the stage is not sent again.
    await fails(callAgreements(app, owner.cookie, fx.clientId, 'POST', `/${agreement.id}/void`, {}), 409, M.notSent);
    await fails(
      callAgreements(app, owner.cookie, fx.clientId, 'POST', '', sendInput(fx, ownerId)),
      409,
      M.alreadyActive,
    );
    const list = await listAgreements(app, owner.cookie, fx.clientId);
    expect(list.stages[0]?.current?.status).toBe('completed');
  });
});
