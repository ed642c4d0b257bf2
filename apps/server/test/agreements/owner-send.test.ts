import { createHash, randomUUID } from 'node:crypto';
import { AGREEMENT_MESSAGES as M } from '@bloom/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addContact, listContacts } from '../contacts/contacts-api';
import { createClient } from '../helpers/clients';
import { fails, ok } from '../helpers/journeys';
import { pdfText } from '../helpers/pdf-text';
import { call, joinTeam } from '../helpers/team';
import { type TestApp, uniqueEmail } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import {
  agreementClient,
  callAgreements,
  listAgreements,
  pdfWithPages,
  sendAgreement,
  sendInput,
  textConfig,
  uploadedDocument,
  voidAgreement,
} from './owner-fixtures';

/**
 * Sending a stage's agreement from the client page (issue 34): the document is frozen for the
 * client with its hash, the signers and the first audit entries are recorded, the contacts are
 * emailed; every refusal changes nothing. Voiding and sending again makes version 2.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));

let fx: Awaited<ReturnType<typeof agreementClient>>;
let ownerId = '';
let member: Awaited<ReturnType<typeof joinTeam>>;

const userIdOf = async (email: string) =>
  (await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const agreementCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('agreements')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const mailsTo = async (to: string) =>
  (
    await sql<{ subject: string }>`
      SELECT data->>'subject' AS subject FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = ${to}`.execute(
      t.db,
    )
  ).rows.map((r) => r.subject);
const download = (clientId: string, agreementId: string, file: 'document' | 'final', cookie = owner.cookie) =>
  app.request(`/api/clients/${clientId}/agreements/${agreementId}/${file}`, { headers: { cookie } });

beforeAll(async () => {
  fx = await agreementClient(app, owner.cookie);
  ownerId = await userIdOf(owner.email);
  member = await joinTeam(t, owner, 'member', uniqueEmail('member'));
});

describe('sending an agreement', () => {
  it('lists the agreement stage with its custom variables and who may countersign', async () => {
    const list = await listAgreements(app, owner.cookie, fx.clientId);
    expect(list.stages).toEqual([
      {
        stageId: fx.stages.contract,
        stageName: 'Contract',
        customVariables: ['fee', 'due_date'],
        source: 'text',
        title: 'Service agreement',
        order: 'clients_first',
        problem: null,
        current: null,
        history: [],
      },
    ]);
    // The Member is not assigned to this client: only the Owner may countersign.
    expect(list.countersigners).toEqual([{ userId: ownerId, name: 'Avery Stone', role: 'owner' }]);
  });

  it('refuses what cannot be sent, with what to fix, and creates nothing', async () => {
    const other = await createClient(app, owner.cookie, { clientEmail: 'other@example.com' });
    const otherContact = await addContact(app, owner.cookie, other.id, { name: 'Otto', email: 'otto@example.com' });
    const theirs = await createClient(app, stranger.cookie, { clientEmail: 'theirs@example.com' });
    const [theirContact] = await listContacts(app, stranger.cookie, theirs.id);
    const send = (extra: Parameters<typeof sendInput>[2]) =>
      callAgreements(app, owner.cookie, fx.clientId, 'POST', '', sendInput(fx, ownerId, extra));

    // Another client's contact, of this workspace or another one: 404, as if it did not exist.
    for (const id of [otherContact.id, theirContact?.id ?? '', randomUUID()]) {
      await fails(send({ signerContactIds: [fx.contacts.ada, id] }), 404, M.contactNotFound);
    }
    await fails(send({ variables: { fee: '$4,000', due_date: '  ' } }), 400, M.variableRequired('due_date'));
    await fails(send({ variables: {} }), 400, M.variableRequired('fee'));
    await fails(send({ stageId: fx.stages.intake }), 400, M.stageNotAgreement);
    await fails(send({ stageId: 'builtin-legal-step-1' }), 400, M.stageNotAgreement);
    // The unassigned Member, and someone of another workspace, may not countersign for this client.
    await fails(send({ countersignerUserId: member.userId }), 400, M.countersignerNotAllowed);
    await fails(send({ countersignerUserId: await userIdOf(stranger.email) }), 400, M.countersignerNotAllowed);
    await fails(send({ signerContactIds: [] }), 400, M.signerRequired);
    expect(await agreementCount()).toBe(0);
    expect(await mailsTo('sam@example.com')).toEqual([]);
  });

  it('freezes the filled document with its hash, records the signers and trail, and emails the contacts', async () => {
    const agreement = await sendAgreement(app, owner.cookie, fx.clientId, sendInput(fx, ownerId));
    expect(agreement).toMatchObject({
      stageId: fx.stages.contract,
      stageName: 'Contract',
      version: 1,
      status: 'sent',
      title: 'Service agreement',
      source: 'text',
      order: 'clients_first',
      variables: { fee: '$4,000', due_date: 'March 1' },
      finalSha256: null,
      finalUrl: null,
      replacedBy: null,
    });
    expect(agreement.signers.map((s) => [s.kind, s.name, s.email, s.signOrder, s.status])).toEqual([
      ['contact', 'Ada Lane', 'ada@example.com', 1, 'pending'],
      ['contact', 'Sam Lee', 'sam@example.com', 1, 'pending'],
      ['member', 'Avery Stone', owner.email, 2, 'pending'],
    ]);
    expect(agreement.events.map((e) => [e.kind, e.actor])).toEqual([
      ['created', 'Avery Stone'],
      ['sent', 'Avery Stone'],
    ]);

    const res = await download(fx.clientId, agreement.id, 'document');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(agreement.originalSha256);
    const text = await pdfText(bytes);
    for (const filled of ['$4,000', 'March 1', 'Ada Lane', 'Sam Lee', 'Website']) expect(text).toContain(filled);
    expect(text).not.toContain('{{');
    // Not signed yet: no final document.
    await fails(download(fx.clientId, agreement.id, 'final'), 404, M.notFound);

    // The contacts sign first: each gets their request; the countersigner waits for their turn.
    expect(await mailsTo('ada@example.com')).toHaveLength(1);
    expect(await mailsTo('sam@example.com')).toHaveLength(1);
    expect(await mailsTo(owner.email)).toEqual([]);

    const list = await listAgreements(app, owner.cookie, fx.clientId);
    expect(list.stages[0]?.current?.id).toBe(agreement.id);
  });

  it('refuses a second send while one is out (409), and sends version 2 after a void', async () => {
    await fails(
      callAgreements(app, owner.cookie, fx.clientId, 'POST', '', sendInput(fx, ownerId)),
      409,
      M.alreadyActive,
    );
    expect(await agreementCount()).toBe(1);
    const [first] = (await listAgreements(app, owner.cookie, fx.clientId)).stages;
    const v1 = first?.current?.id ?? '';

    const voided = await voidAgreement(app, owner.cookie, fx.clientId, v1, 'Wrong fee');
    expect(voided).toMatchObject({ status: 'voided', voidReason: 'Wrong fee' });
    expect(voided.events.at(-1)).toMatchObject({
      kind: 'voided',
      actor: 'Avery Stone',
      detail: { reason: 'Wrong fee' },
    });
    await fails(callAgreements(app, owner.cookie, fx.clientId, 'POST', `/${v1}/void`, {}), 409, M.notSent);

    const v2 = await sendAgreement(
      app,
      owner.cookie,
      fx.clientId,
      sendInput(fx, ownerId, {
        variables: { fee: '$3,500', due_date: 'April 1' },
        signerContactIds: [fx.contacts.sam],
      }),
    );
    expect(v2).toMatchObject({ version: 2, status: 'sent', variables: { fee: '$3,500', due_date: 'April 1' } });
    const list = await listAgreements(app, owner.cookie, fx.clientId);
    expect(list.stages[0]?.current?.id).toBe(v2.id);
    expect(list.stages[0]?.history.map((a) => [a.version, a.status, a.replacedBy])).toEqual([[1, 'voided', v2.id]]);
    // Both versions' documents stay readable.
    expect((await download(fx.clientId, v1, 'document')).status).toBe(200);
    expect((await download(fx.clientId, v2.id, 'document')).status).toBe(200);
  });

  it('sends to a contact without an email only when the owner allows it', async () => {
    const noEmail = await agreementClient(app, owner.cookie);
    const primary = (await listContacts(app, owner.cookie, noEmail.clientId)).find((c) => c.primary);
    await t.db.updateTable('projects').set({ client_email: null }).where('id', '=', noEmail.clientId).execute();
    const input = sendInput(noEmail, ownerId, { signerContactIds: [primary?.id ?? ''] });
    await fails(
      callAgreements(app, owner.cookie, noEmail.clientId, 'POST', '', input),
      400,
      M.contactNeedsEmail('Ada Lane'),
    );
    const sent = await sendAgreement(app, owner.cookie, noEmail.clientId, { ...input, allowWithoutEmail: true });
    expect(sent.allowWithoutEmail).toBe(true);
    expect(sent.signers[0]).toMatchObject({ name: 'Ada Lane', email: null });
  });

  it('lets an assigned Member send with themselves as countersigner', async () => {
    const mine = await agreementClient(app, owner.cookie);
    await ok(call(app, owner.cookie, 'PUT', `/api/clients/${mine.clientId}/assignees`, { userIds: [member.userId] }));
    const list = await listAgreements(app, member.cookie, mine.clientId);
    expect(list.countersigners.map((c) => [c.role, c.userId])).toEqual([
      ['owner', ownerId],
      ['member', member.userId],
    ]);
    const sent = await sendAgreement(app, member.cookie, mine.clientId, sendInput(mine, member.userId));
    expect(sent.signers.at(-1)).toMatchObject({ kind: 'member', userId: member.userId, name: 'Max Member' });
    expect(sent.events[0]?.actor).toBe('Max Member');
  });

  it('copies an uploaded PDF as the document, with its pages and hash', async () => {
    const journeyRes = await agreementClient(app, owner.cookie);
    const bytes = await pdfWithPages(3);
    const document = await uploadedDocument(app, owner.cookie, journeyRes.journeyId, bytes);
    const pdfClient = await agreementClient(
      app,
      owner.cookie,
      textConfig({ source: 'pdf', body: '', documentId: document.id, title: 'Lease for {{client_name}}' }),
    );
    const list = await listAgreements(app, owner.cookie, pdfClient.clientId);
    expect(list.stages[0]).toMatchObject({ source: 'pdf', customVariables: [], problem: null });
    const sent = await sendAgreement(
      app,
      owner.cookie,
      pdfClient.clientId,
      sendInput(pdfClient, ownerId, { variables: {} }),
    );
    expect(sent).toMatchObject({ source: 'pdf', pageCount: 3, title: 'Lease for Ada Lane', variables: {} });
    expect(sent.originalSha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const copy = new Uint8Array(await (await download(pdfClient.clientId, sent.id, 'document')).arrayBuffer());
    expect(Buffer.from(copy).equals(Buffer.from(bytes))).toBe(true);
  });
});
