import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PortalFileAnswer } from '@bloom/core';
import { expect } from 'vitest';
import { type Entry, fromBuffer } from 'yauzl';
import { unsubscribeToken } from '../../src/modules/email/unsubscribe-token';
import { addContact } from '../contacts/contacts-api';
import { fieldPart, filePart, uploadDeliverable } from '../helpers/deliverables';
import { ok } from '../helpers/journeys';
import { callPortal, intakeAnswers, portalClient, uploadToPortal } from '../helpers/portal';
import { PNG, pdfOf, type StorageFixture } from '../helpers/storage';
import { jsonRequest, TEST_SECRET, type TestApp } from '../helpers/test-app';

/** Fixtures of the client export tests (issue 38): a client with something of everything, and the zip read back. */
type App = TestApp['app'];

export const exportOf = (app: App, cookie: string, id: string) =>
  app.request(`/api/clients/${id}/data-export`, { headers: { cookie } });

/** Every entry of a zip by its path, read with yauzl (it checks each entry's CRC while reading). */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

export const json = <T = unknown>(files: Map<string, Buffer>, name: string): T => {
  const file = files.get(name);
  expect(file, `${name} is in the zip`).toBeDefined();
  return JSON.parse(file?.toString('utf8') ?? 'null') as T;
};

export interface Person {
  name: string;
  email: string;
  about: string;
  goal: string;
  quote: string;
}

/**
 * A client on the portal journey with their Intake answered (a file uploaded), the Kick-off saved
 * as a draft, a testimonial, a second contact, a deliverable shared by the owner, an agreement
 * signed (its rows and sealed PDF written directly), mail in the outbox and an unsubscribe.
 */
export async function fullClient(app: App, t: TestApp, fx: StorageFixture, cookie: string, who: Person) {
  const { client, token, stages } = await portalClient(app, cookie);
  await ok(
    app.request(
      `/api/clients/${client.id}`,
      jsonRequest('PATCH', { clientName: who.name, clientEmail: who.email }, { cookie }),
    ),
  );
  const brief = Buffer.from(pdfOf(3000));
  const upload = await uploadToPortal(app, token, [
    fieldPart('stageId', stages.intake),
    fieldPart('fieldId', 'brief'),
    filePart(`${who.name} brief.pdf`, brief, 'application/pdf'),
  ]);
  const { file } = await ok<{ file: PortalFileAnswer }>(upload, 201);
  await ok(
    callPortal(app, token, 'POST', `/stages/${stages.intake}/submit`, {
      answers: { ...intakeAnswers(file), full_name: who.name, email: who.email, about: who.about },
    }),
  );
  await ok(callPortal(app, token, 'PUT', `/stages/${stages.kickoff}/draft`, { answers: { goal: who.goal } }));
  await ok(
    callPortal(app, token, 'POST', `/stages/${stages.testimonial}/submit`, {
      answers: { rating: 5, testimonial: who.quote },
    }),
  );
  const contact = await addContact(app, cookie, client.id, {
    name: `${who.name} Partner`,
    email: `partner.${who.email}`,
  });
  const shared = await uploadDeliverable(app, cookie, client.id, [
    fieldPart('stageId', stages.review),
    fieldPart('title', 'Logo pack'),
    filePart('logo.png', PNG, 'image/png'),
  ]);
  expect(shared.status).toBe(201);
  const signedPdf = Buffer.concat([pdfOf(1500), Buffer.from(`%${who.name}`)]);
  const agreement = await signedAgreement(t, fx, client.id, who, signedPdf);
  await t.db
    .insertInto('outbox')
    .values([
      {
        to_address: who.email,
        subject: `Welcome ${who.name}`,
        text_body: 'Hi',
        headers: JSON.stringify({ 'List-Unsubscribe': `<https://x.example/api/unsubscribe/${client.id}.sig>` }),
      },
      // The same address, mailed by someone else: not this client's.
      { to_address: who.email, subject: 'Another business newsletter', text_body: 'Hello' },
    ])
    .execute();
  const unsubscribed = await app.request(`/api/unsubscribe/${unsubscribeToken(client.id, TEST_SECRET)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status).toBeLessThan(400);
  return { client, contact, brief, signedPdf, agreement, stages };
}

/** A completed agreement for the client, as signing leaves it: the rows, the consent, the sealed PDF in storage. */
async function signedAgreement(t: TestApp, fx: StorageFixture, projectId: string, who: Person, pdf: Buffer) {
  const project = await t.db
    .selectFrom('projects')
    .select('workspace_id')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const finalKey = `${projectId}/agreements/final-${Date.now()}.pdf`;
  await fx.storage.put(finalKey, Readable.from([pdf]), { maxBytes: 1e7, contentType: 'application/pdf' });
  const now = new Date();
  const row = await t.db
    .insertInto('agreements')
    .values({
      workspace_id: project.workspace_id,
      project_id: projectId,
      version: 1,
      status: 'completed',
      title: 'Service agreement',
      source: 'text',
      original_key: `${projectId}/agreements/original.pdf`,
      original_sha256: 'x'.repeat(64),
      page_count: 1,
      final_key: finalKey,
      final_sha256: createHash('sha256').update(pdf).digest('hex'),
      signing_order: 'clients_first',
      variables: '{}',
      completed_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const signer = await t.db
    .insertInto('agreement_signers')
    .values({
      agreement_id: row.id,
      kind: 'contact',
      name: who.name,
      email: who.email,
      sign_order: 1,
      status: 'signed',
      consented_at: now,
      signed_at: now,
      signature_kind: 'typed',
      signature_text: who.name,
      time_zone: 'Europe/Paris',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('agreement_events')
    .values([
      { agreement_id: row.id, signer_id: signer.id, kind: 'consent_given', actor: who.name },
      { agreement_id: row.id, signer_id: signer.id, kind: 'signed', actor: who.name },
    ])
    .execute();
  return { id: row.id, finalKey };
}
