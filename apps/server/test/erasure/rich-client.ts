import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ClientResponse, PortalFileAnswer } from '@bloom/core';
import type { FileStorage } from '../../src/platform/storage/file-storage';
import { addContact } from '../contacts/contacts-api';
import { fieldPart, filePart } from '../helpers/deliverables';
import { ok, workspaceOf } from '../helpers/journeys';
import { insertCreditNote, insertInvoice, insertPayment, invoiceDocument } from '../helpers/payments';
import { callPortal, intakeAnswers, portalJourney, uploadToPortal } from '../helpers/portal';
import { PNG } from '../helpers/storage';
import { jsonRequest, type TestApp } from '../helpers/test-app';

type App = TestApp['app'];
type Db = TestApp['db'];

/** Values unique to one client of a test run: every one of them must be gone after erasure. */
export const personOf = (label: string) => {
  const tag = `${label}${randomBytes(5).toString('hex')}`;
  return {
    tag,
    clientName: `Zelda ${tag} Quorum`,
    clientEmail: `zelda.${tag}@erase.example`,
    projectName: `Kestrel ${tag} site`,
    contactA: { name: `Ximena ${tag} Plover`, email: `ximena.${tag}@erase.example` },
    contactB: { name: `Quentin ${tag} Marrow`, email: `quentin.${tag}@erase.example` },
    marker: `answer-marker-${tag}`,
    fileName: `brief-${tag}.png`,
    signatureIp: `198.51.${tag.length}.77`,
    userAgent: `Agent-${tag}/1.0`,
  };
};
export type Person = ReturnType<typeof personOf>;

/**
 * A client with something in every store: created with an Idempotency-Key (its stored answer),
 * two contacts, a webhook endpoint told about it, Intake answered in the portal with an uploaded
 * file, a published testimonial, a signed agreement with its evidence and PDF, an invoice paid and
 * partly refunded, mails in the outbox, a rate-limit window keyed by an address.
 */
export async function richClient(app: App, db: Db, storage: FileStorage, cookie: string, p: Person) {
  const workspaceId = await workspaceOf(app, cookie);
  await ok(
    app.request(
      '/api/webhooks',
      jsonRequest(
        'POST',
        { url: 'https://hooks.example.com/in', events: ['client.created', 'submission.created'] },
        { cookie },
      ),
    ),
    201,
  );
  const { journey, stages } = await portalJourney(app, cookie);
  const { client } = await ok<ClientResponse>(
    app.request(
      '/api/clients',
      jsonRequest(
        'POST',
        { projectName: p.projectName, clientName: p.clientName, clientEmail: p.clientEmail, templateId: journey.id },
        { cookie, 'Idempotency-Key': `key-${p.tag}` },
      ),
    ),
    201,
  );
  const contactA = await addContact(app, cookie, client.id, { name: p.contactA.name, email: p.contactA.email });
  const contactB = await addContact(app, cookie, client.id, { name: p.contactB.name, email: p.contactB.email });
  const token = client.shareToken;
  const upload = await uploadToPortal(app, token, [
    fieldPart('stageId', stages.intake),
    fieldPart('fieldId', 'brief'),
    filePart(p.fileName, PNG, 'image/png'),
  ]);
  const { file } = (await upload.json()) as { file: PortalFileAnswer };
  const answers = { ...intakeAnswers(file), full_name: p.clientName, email: p.clientEmail, about: p.marker };
  await ok(callPortal(app, token, 'POST', `/stages/${stages.intake}/submit`, { answers }));

  await db
    .insertInto('testimonials')
    .values({
      project_id: client.id,
      content: `Loved it, ${p.marker}`,
      client_name: p.clientName,
      client_company: `Company ${p.tag}`,
      rating: 5,
      publish_permission: true,
      approval_status: 'approved',
      approved_at: new Date(),
      contact_name: p.contactA.name,
    })
    .execute();
  const agreementKey = `${client.id}/freelancer/agreement-${p.tag}.pdf`;
  await storage.put(agreementKey, Readable.from([Buffer.from('%PDF-1.7 signed')]), { maxBytes: 100 });
  await signedAgreement(db, workspaceId, client.id, agreementKey, p);

  const document = {
    ...invoiceDocument(),
    buyer: { name: p.clientName, contactName: p.contactA.name, email: p.clientEmail },
  };
  const invoice = await insertInvoice(db, { workspaceId, clientId: client.id, document, status: 'paid' });
  const payment = await insertPayment(db, invoice, { amount: document.amountDue, refunded: 1000 });
  await insertCreditNote(db, payment, 1000);

  await db
    .insertInto('outbox')
    .values([
      {
        to_address: p.clientEmail,
        subject: `Hello ${p.clientName}`,
        text_body: p.marker,
        html_body: `<p>${p.marker}</p>`,
      },
      { to_address: 'owner@example.com', subject: `${p.contactB.name} submitted`, text_body: 'x', html_body: 'x' },
    ])
    .execute();
  await db
    .insertInto('rate_limits')
    .values({ key: `portal-code:${p.contactA.email}`, count: 1, reset_at: new Date(Date.now() + 60_000) })
    .execute();
  const tokens = [token, await tokenOfContact(db, contactA.id), await tokenOfContact(db, contactB.id)];
  return { client, workspaceId, tokens, invoice, contactIds: [contactA.id, contactB.id] };
}

const tokenOfContact = async (db: Db, id: string) =>
  (await db.selectFrom('client_contacts').select('share_token').where('id', '=', id).executeTakeFirstOrThrow())
    .share_token;

/** An agreement the client signed, with the evidence a real signature leaves. */
async function signedAgreement(db: Db, workspaceId: string, clientId: string, key: string, p: Person) {
  const agreement = await db
    .insertInto('agreements')
    .values({
      workspace_id: workspaceId,
      project_id: clientId,
      version: 1,
      status: 'completed',
      title: `Agreement with ${p.clientName}`,
      source: 'text',
      original_key: key,
      original_sha256: 'a'.repeat(64),
      page_count: 1,
      final_key: key,
      signing_order: 'clients_first',
      variables: JSON.stringify({ client_name: p.clientName }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const signer = await db
    .insertInto('agreement_signers')
    .values({
      agreement_id: agreement.id,
      kind: 'contact',
      name: p.clientName,
      email: p.clientEmail,
      sign_order: 1,
      status: 'signed',
      signature_kind: 'typed',
      signature_text: p.clientName,
      signed_at: new Date(),
      time_zone: 'Europe/Paris',
      ip: p.signatureIp,
      user_agent: p.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('agreement_events')
    .values({
      agreement_id: agreement.id,
      signer_id: signer.id,
      kind: 'signed',
      actor: p.clientName,
      ip: p.signatureIp,
      user_agent: p.userAgent,
      detail: JSON.stringify({ email: p.clientEmail }),
    })
    .execute();
}

/** Every value of the person (and its client's portal tokens) that must not survive erasure. */
export const valuesOf = (p: Person, tokens: string[]) => [
  p.clientName,
  p.clientEmail,
  p.projectName,
  p.contactA.name,
  p.contactA.email,
  p.contactB.name,
  p.contactB.email,
  p.marker,
  p.fileName,
  p.userAgent,
  ...tokens,
];
