import type { ClientHistoryResponse } from '@bloom/core';
import { contactUnsubscribeToken } from '../../src/modules/email/unsubscribe-token';
import type { Db } from '../../src/platform/db/database';
import { agreementStage, sendAgreement, textConfig } from '../agreements/owner-fixtures';
import { readyToSign, step, typedSign } from '../agreements/portal-fixtures';
import { addContact, listContacts } from '../contacts/contacts-api';
import { createClient } from '../helpers/clients';
import { ok, savedJourney, stage } from '../helpers/journeys';
import { callPortal } from '../helpers/portal';
import { jsonRequest, TEST_SECRET, type TestApp } from '../helpers/test-app';

/** Fixtures of the client history tests (issue 38): a client who did a bit of everything. */
type App = TestApp['app'];

/** GET /api/clients/{id}/history as the member of `cookie`. */
export const callHistory = (app: App, cookie: string, clientId: string, before?: string) =>
  app.request(
    `/api/clients/${clientId}/history${before === undefined ? '' : `?before=${encodeURIComponent(before)}`}`,
    jsonRequest('GET', undefined, { cookie }),
  );

export const history = (app: App, cookie: string, clientId: string, before?: string) =>
  ok<ClientHistoryResponse>(callHistory(app, cookie, clientId, before));

/** The one-click unsubscribe a mail provider posts for a contact's link (no cookie, no Origin). */
export const unsubscribeContact = (app: App, contactId: string) =>
  app.request(`/api/unsubscribe/${contactUnsubscribeToken(contactId, TEST_SECRET)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

/** A client on Intake → testimonial → contract, with Ada Lane (the primary) and Sam Lee. */
export async function historyClient(app: App, cookie: string) {
  const journey = await savedJourney(app, cookie, 'Everything', [
    stage('onboarding', 'Intake', ['goal', 'Main goal']),
    stage('testimonial', 'Share Your Experience'),
    agreementStage('Contract', textConfig()),
  ]);
  const [intake = '', testimonial = '', contract = ''] = journey.steps.map((s) => s.id);
  const client = await createClient(app, cookie, {
    clientName: 'Ada Lane',
    clientEmail: 'ada@example.com',
    projectName: 'Website',
    templateId: journey.id,
  });
  const sam = await addContact(app, cookie, client.id, { name: 'Sam Lee', email: 'sam@example.com' });
  const ada = (await listContacts(app, cookie, client.id)).find((c) => c.primary)?.id ?? '';
  return {
    client,
    token: client.shareToken,
    stages: { intake, testimonial, contract },
    contacts: { ada, sam: sam.id },
  };
}

type HistoryClient = Awaited<ReturnType<typeof historyClient>>;

/** Ada submits Intake; the owner sends it back; Ada submits it again. */
export async function submitAndSendBack(app: App, db: Db, cookie: string, fx: HistoryClient) {
  const submit = (goal: string) =>
    ok(callPortal(app, fx.token, 'POST', `/stages/${fx.stages.intake}/submit`, { answers: { goal } }));
  await submit('A new site');
  const { id } = await db
    .selectFrom('form_submissions')
    .select('id')
    .where('project_id', '=', fx.client.id)
    .executeTakeFirstOrThrow();
  await ok(
    app.request(
      `/api/submissions/${id}/request-changes`,
      jsonRequest('POST', { comment: 'More detail, please' }, { cookie }),
    ),
  );
  await submit('A new site with a shop');
}

/** Ada gives her testimonial with permission to publish it, and the owner approves it. */
export async function testimonialWithPermission(app: App, db: Db, cookie: string, fx: HistoryClient) {
  await ok(
    callPortal(app, fx.token, 'POST', `/stages/${fx.stages.testimonial}/submit`, {
      answers: { rating: 5, testimonial: 'Calm and clear.', client_title: 'Owner', share_permission: true },
    }),
  );
  const { id } = await db
    .selectFrom('testimonials')
    .select('id')
    .where('project_id', '=', fx.client.id)
    .executeTakeFirstOrThrow();
  await ok(app.request(`/api/testimonials/${id}/approve`, jsonRequest('POST', undefined, { cookie })));
}

/** The owner sends the contract to Ada, who reads it, agrees to sign electronically and signs. */
export async function agreementSignedByAda(
  app: App,
  db: Db,
  owner: { cookie: string; email: string },
  fx: HistoryClient,
) {
  const ownerId = (await db.selectFrom('user').select('id').where('email', '=', owner.email).executeTakeFirstOrThrow())
    .id;
  const agreement = await sendAgreement(app, owner.cookie, fx.client.id, {
    stageId: fx.stages.contract,
    variables: { fee: '$4,000', due_date: 'March 1' },
    signerContactIds: [fx.contacts.ada],
    countersignerUserId: ownerId,
    order: 'clients_first',
    allowWithoutEmail: false,
  });
  await readyToSign(app, db, fx.token, agreement, 'ada@example.com');
  await step(app, fx.token, agreement.id, 'sign', typedSign('Ada Lane'));
  return agreement;
}
