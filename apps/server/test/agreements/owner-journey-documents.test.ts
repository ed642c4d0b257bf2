import { randomUUID } from 'node:crypto';
import {
  AGREEMENT_LIMITS,
  JOURNEY_MESSAGES,
  type JourneyResponse,
  AGREEMENT_MESSAGES as M,
  type SaveJourneyInput,
  UPLOAD_MESSAGES,
} from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { callJourneys, fails, ok, savedJourney, stage } from '../helpers/journeys';
import { PNG, type StorageFixture } from '../helpers/storage';
import type { TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import {
  agreementStage,
  encryptedPdf,
  pdfWithPages,
  textConfig,
  uploadDocument,
  uploadedDocument,
} from './owner-fixtures';

/**
 * An agreement stage in the journey editor (issue 34): its document is saved on the stage (text,
 * or a PDF uploaded for it) and read back with the journey; a config that could not be sent, or a
 * PDF that is not this workspace's, is refused with nothing saved. The upload takes one readable
 * PDF of at most 100 pages.
 */
let t: TestApp, app: TestApp['app'], owner: Owner, stranger: Owner, fx: StorageFixture;
useStorageApp({}, ['owner', 'stranger'], (env) => ({ t, app, owner, stranger, fx } = env));

const save = (cookie: string, id: string, stages: SaveJourneyInput['stages']) =>
  callJourneys(app, cookie, 'PUT', `/${id}`, { name: 'Contracts', description: null, introText: null, stages });
const emptyJourney = async (cookie: string) =>
  (await ok<JourneyResponse>(callJourneys(app, cookie, 'POST', '', { name: 'Contracts' }), 201)).journey.id;

describe('agreement stages in a journey', () => {
  it('saves a text agreement on its stage, reads it back, and stores none on other stages', async () => {
    const journey = await savedJourney(app, owner.cookie, 'Contracts', [
      agreementStage('Contract', textConfig({ order: 'owner_first' })),
      // An agreement config sent on another type of stage is ignored.
      { ...stage('onboarding', 'Intake'), agreement: textConfig() },
    ]);
    const [contract, intake] = journey.steps;
    expect(contract?.stepType).toBe('agreement');
    expect(contract?.phase).toBe('onboarding');
    expect(contract?.agreement).toEqual(textConfig({ order: 'owner_first' }));
    expect(intake?.agreement).toBeNull();
    const read = await ok<JourneyResponse>(callJourneys(app, owner.cookie, 'GET', `/${journey.id}`));
    expect(read.journey.steps.map((s) => s.agreement)).toEqual([textConfig({ order: 'owner_first' }), null]);
    const rows = await t.db
      .selectFrom('flow_steps')
      .select(['name', 'agreement'])
      .where('template_id', '=', journey.id)
      .orderBy('step_order')
      .execute();
    expect(rows.map((r) => r.agreement === null)).toEqual([false, true]);

    // Duplicating copies the document with the stage.
    const copy = await ok<JourneyResponse>(callJourneys(app, owner.cookie, 'POST', `/${journey.id}/duplicate`), 201);
    expect(copy.journey.steps[0]?.agreement).toEqual(textConfig({ order: 'owner_first' }));
  });

  it('saves an unfinished agreement (sending says what is missing) but never an unknown document', async () => {
    const id = await emptyJourney(owner.cookie);
    // A journey is built over several sittings: a blank or half-written agreement saves.
    const unfinished: SaveJourneyInput['stages'][] = [
      [agreementStage('Contract', null)],
      [agreementStage('Contract', textConfig({ body: '  \n ' }))],
      [agreementStage('Contract', textConfig({ source: 'pdf', documentId: null }))],
    ];
    for (const stages of unfinished) {
      const saved = await ok<JourneyResponse>(save(owner.cookie, id, stages));
      expect(saved.journey.steps).toHaveLength(1);
    }
    await fails(
      save(owner.cookie, id, [agreementStage('Other', textConfig({ source: 'pdf', documentId: randomUUID() }))]),
      400,
      M.documentNotFound,
    );
    const read = await ok<JourneyResponse>(callJourneys(app, owner.cookie, 'GET', `/${id}`));
    expect(read.journey.steps.map((s) => s.name)).toEqual(['Contract']);
  });

  it("saves a PDF agreement with the workspace's own upload, never another workspace's", async () => {
    const mine = await emptyJourney(owner.cookie);
    const theirs = await emptyJourney(stranger.cookie);
    const myDoc = await uploadedDocument(app, owner.cookie, mine, await pdfWithPages(3));
    const theirDoc = await uploadedDocument(app, stranger.cookie, theirs, await pdfWithPages(2));

    const pdf = (documentId: string) => [agreementStage('Contract', textConfig({ source: 'pdf', documentId }))];
    await fails(save(owner.cookie, mine, pdf(theirDoc.id)), 400, M.documentNotFound);
    // A document id in a text config is checked too: no stage names another workspace's file.
    await fails(
      save(owner.cookie, mine, [agreementStage('Contract', textConfig({ documentId: theirDoc.id }))]),
      400,
      M.documentNotFound,
    );
    const saved = await ok<JourneyResponse>(save(owner.cookie, mine, pdf(myDoc.id.toUpperCase())));
    expect(saved.journey.steps[0]?.agreement).toMatchObject({ source: 'pdf', documentId: myDoc.id });
  });
});

describe('the agreement PDF upload', () => {
  it('stores a PDF under the workspace with its page count, size and hash', async () => {
    const id = await emptyJourney(owner.cookie);
    const bytes = await pdfWithPages(4);
    const document = await uploadedDocument(app, owner.cookie, id, bytes);
    expect(document).toMatchObject({ fileName: 'Contract.pdf', pageCount: 4, sizeBytes: bytes.length });
    const row = await t.db
      .selectFrom('agreement_documents')
      .selectAll()
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    const me = await t.db.selectFrom('user').select('id').where('email', '=', owner.email).executeTakeFirstOrThrow();
    const workspace = await t.db
      .selectFrom('workspaces')
      .select('id')
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row.workspace_id).toBe(workspace.id);
    expect(row.file_key.startsWith(`${workspace.id}/`)).toBe(true);
    expect(row.page_count).toBe(4);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses more than 100 pages, another type, an encrypted or broken PDF, and keeps nothing', async () => {
    const id = await emptyJourney(owner.cookie);
    const before = await documentCount();
    const storedBefore = await storedCount();
    await fails(
      uploadDocument(app, owner.cookie, id, await pdfWithPages(AGREEMENT_LIMITS.pages + 1)),
      400,
      M.tooManyPages(AGREEMENT_LIMITS.pages),
    );
    // An image is an allowed upload elsewhere, but not an agreement.
    await fails(uploadDocument(app, owner.cookie, id, PNG, 'scan.png', 'image/png'), 415, M.notAPdf);
    await fails(uploadDocument(app, owner.cookie, id, await encryptedPdf()), 400, M.encryptedPdf);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    await fails(uploadDocument(app, owner.cookie, id, broken), 400, M.unreadablePdf);
    await fails(
      uploadDocument(app, owner.cookie, id, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), 'a.pdf'),
      415,
      UPLOAD_MESSAGES.unsupportedType,
    );
    expect(await documentCount()).toBe(before);
    expect(await storedCount()).toBe(storedBefore);
    // 100 pages exactly is fine.
    const hundred = await uploadedDocument(app, owner.cookie, id, await pdfWithPages(AGREEMENT_LIMITS.pages));
    expect(hundred.pageCount).toBe(AGREEMENT_LIMITS.pages);
  });

  it("answers 404 for another workspace's journey and 403 for a built-in, before reading the file", async () => {
    const theirs = await emptyJourney(stranger.cookie);
    const pdf = await pdfWithPages(1);
    await fails(uploadDocument(app, owner.cookie, theirs, pdf), 404, JOURNEY_MESSAGES.notFound);
    await fails(uploadDocument(app, owner.cookie, 'not a journey', pdf), 404, JOURNEY_MESSAGES.notFound);
    await fails(uploadDocument(app, owner.cookie, 'builtin-legal', pdf), 403, JOURNEY_MESSAGES.builtinReadOnly);
  });
});

async function documentCount() {
  const { n } = await t.db
    .selectFrom('agreement_documents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function storedCount() {
  let n = 0;
  for await (const _ of fx.storage.list()) n++;
  return n;
}
