import type { DeliverableDto, PortalFileAnswer, PortalResponse, SubmissionResponse } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPart, filePart, legalClient, listDeliverables, uploadDeliverable } from './helpers/deliverables';
import { ok } from './helpers/journeys';
import { callPortal, intakeAnswers, portalClient, uploadToPortal } from './helpers/portal';
import { DOCX, diskFixture, PNG, pdfOf, type StorageFixture } from './helpers/storage';
import { appOn, createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Issue 24, file names that lie and files that must never render: a right-to-left override makes
 * `report\u202Efdp.docx` read as "reportxcod.pdf"; such names are cleaned when stored and again
 * when an older row is shown or sent. An SVG carrying a script and HTML sent as .txt are kept,
 * but only ever downloaded as what they are.
 */
let t: TestApp;
let files: StorageFixture;
let app: TestApp['app'];
let ownerCookie: string;
let legal: Awaited<ReturnType<typeof legalClient>>;
let portal: Awaited<ReturnType<typeof portalClient>>;

beforeAll(async () => {
  t = await createTestApp();
  files = await diskFixture();
  app = appOn(t.db, { storage: files.storage });
  ownerCookie = (await signUpOwner(app)).cookie;
  legal = await legalClient(app, ownerCookie);
  portal = await portalClient(app, ownerCookie);
}, 120_000);
afterAll(async () => {
  await t.close();
  await files.close();
});

const SPOOFED = 'report\u202Efdp.docx';
const CLEAN = 'reportfdp.docx';
const DISPOSITION = (type: string) => `${type}; filename="${CLEAN}"; filename*=UTF-8''${CLEAN}`;

/** The owner uploads one file to the legal client's first milestone. */
async function ownerUpload(name: string, data: Uint8Array) {
  const stageId = legal.milestones[0]?.stageId ?? '';
  const res = await uploadDeliverable(app, ownerCookie, legal.client.id, [
    fieldPart('stageId', stageId),
    filePart(name, data),
  ]);
  const file = (await ok<{ deliverable: DeliverableDto }>(res, 201)).deliverable.items[0]?.file;
  if (!file) throw new Error('no file in the answer');
  return file;
}

/** The client uploads one file for the Intake stage's file question. */
async function clientUpload(name: string, data: Uint8Array) {
  const res = await uploadToPortal(app, portal.token, [
    fieldPart('stageId', portal.stages.intake),
    fieldPart('fieldId', 'brief'),
    filePart(name, data),
  ]);
  return (await ok<{ file: PortalFileAnswer }>(res, 201)).file;
}

const ownerDownload = (attachmentId: string, query = '') =>
  app.request(`/api/clients/${legal.client.id}/attachments/${attachmentId}${query}`, {
    headers: { cookie: ownerCookie },
  });
const portalDownload = (attachmentId: string, query = '') =>
  app.request(`/api/portal/${portal.token}/files/${attachmentId}${query}`);
const storedName = async (id: string) =>
  (await t.db.selectFrom('attachments').select('original_filename').where('id', '=', id).executeTakeFirstOrThrow())
    .original_filename;

describe('display names that hide their type', () => {
  it("the owner's upload is stored, listed and sent without the right-to-left override", async () => {
    const file = await ownerUpload(SPOOFED, DOCX);
    expect(file.filename).toBe(CLEAN);
    expect(await storedName(file.attachmentId)).toBe(CLEAN);
    const listed = (await listDeliverables(app, ownerCookie, legal.client.id)).milestones
      .flatMap((m) => m.deliverables)
      .flatMap((d) => d.items)
      .find((i) => i.file?.attachmentId === file.attachmentId);
    expect(listed?.file?.filename).toBe(CLEAN);
    const res = await ownerDownload(file.attachmentId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(DISPOSITION('attachment'));
  });

  it("the client's upload is stored, answered and sent without it", async () => {
    const file = await clientUpload('invoice\u2067\u200Bfdp\u2069.docx', DOCX);
    expect(file.name).toBe('invoicefdp.docx');
    expect(await storedName(file.attachmentId)).toBe('invoicefdp.docx');
    const res = await portalDownload(file.attachmentId);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="invoicefdp.docx"; filename*=UTF-8''invoicefdp.docx`,
    );
  });

  it('a row stored before the cleaning is listed, answered and sent cleaned', async () => {
    const owners = await ownerUpload('plain.docx', DOCX);
    const clients = await clientUpload('brief.pdf', pdfOf(2000));
    await t.db
      .updateTable('attachments')
      .set({ original_filename: SPOOFED })
      .where('id', 'in', [owners.attachmentId, clients.attachmentId])
      .execute();

    const listed = (await listDeliverables(app, ownerCookie, legal.client.id)).milestones
      .flatMap((m) => m.deliverables)
      .flatMap((d) => d.items)
      .find((i) => i.file?.attachmentId === owners.attachmentId);
    expect(listed?.file?.filename).toBe(CLEAN);
    // The client's portal page lists the owner's file cleaned too.
    const page = await ok<PortalResponse>(await app.request(`/api/portal/${legal.client.shareToken}`));
    const shown = page.stages
      .flatMap((s) => s.deliverables)
      .flatMap((d) => d.items)
      .find((i) => i.file?.url.endsWith(owners.attachmentId));
    expect(shown?.file?.name).toBe(CLEAN);
    expect((await ownerDownload(owners.attachmentId)).headers.get('content-disposition')).toBe(
      DISPOSITION('attachment'),
    );
    // A PDF opens in the browser, under its cleaned name.
    expect((await portalDownload(clients.attachmentId)).headers.get('content-disposition')).toBe(DISPOSITION('inline'));

    // The client's answer takes the stored file's name, cleaned.
    const submitted = await ok<{ submission: { answers: Record<string, unknown> } }>(
      callPortal(app, portal.token, 'POST', `/stages/${portal.stages.intake}/submit`, {
        answers: intakeAnswers(clients),
      }),
    );
    expect((submitted.submission.answers.brief as PortalFileAnswer).name).toBe(CLEAN);

    // An answer stored with the spoofed name shows cleaned to the owner.
    const row = await t.db
      .selectFrom('form_submissions')
      .select(['id', 'response_data'])
      .where('project_id', '=', portal.client.id)
      .where('step_id', '=', portal.stages.intake)
      .executeTakeFirstOrThrow();
    const brief = (row.response_data as Record<string, PortalFileAnswer>).brief;
    await t.db
      .updateTable('form_submissions')
      .set({ response_data: JSON.stringify({ ...row.response_data, brief: { ...brief, name: SPOOFED } }) })
      .where('id', '=', row.id)
      .execute();
    const detail = await ok<SubmissionResponse>(
      app.request(`/api/submissions/${row.id}`, { headers: { cookie: ownerCookie } }),
    );
    const answer = detail.submission.answers.find((a) => a.fieldId === 'brief');
    expect((answer?.value as PortalFileAnswer | undefined)?.name).toBe(CLEAN);
    const cards = await ok<{ submissions: { id: string; summary: { fieldId: string; value: string }[] }[] }>(
      app.request(`/api/clients/${portal.client.id}/submissions`, { headers: { cookie: ownerCookie } }),
    );
    const card = cards.submissions.find((s) => s.id === row.id);
    expect(JSON.stringify(card)).not.toContain('\u202E');
  });
});

describe('files that must never render in the browser', () => {
  const SVG = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );
  const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

  const expectDownloadOnly = async (res: Response, type: string, name: string) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
  };

  it('an SVG with a script is accepted, then always sent as an attachment, never inline', async () => {
    const owners = await ownerUpload('logo.svg', SVG);
    expect(owners.mimeType).toBe('image/svg+xml');
    const clients = await clientUpload('sketch.svg', SVG);
    expect(clients.mimeType).toBe('image/svg+xml');
    // Without ?download the route would send an image inline: not this one.
    await expectDownloadOnly(await ownerDownload(owners.attachmentId), 'image/svg+xml', 'logo.svg');
    await expectDownloadOnly(await ownerDownload(owners.attachmentId, '?download=1'), 'image/svg+xml', 'logo.svg');
    await expectDownloadOnly(await portalDownload(clients.attachmentId), 'image/svg+xml', 'sketch.svg');
  });

  it('HTML sent as .txt is stored as text/plain and sent as text/plain with nosniff', async () => {
    const owners = await ownerUpload('notes.txt', HTML);
    expect(owners.mimeType).toBe('text/plain');
    const clients = await clientUpload('page.txt', HTML);
    expect(clients.mimeType).toBe('text/plain');
    await expectDownloadOnly(await ownerDownload(owners.attachmentId), 'text/plain', 'notes.txt');
    await expectDownloadOnly(await portalDownload(clients.attachmentId), 'text/plain', 'page.txt');
    // An image for contrast: inline unless asked for as a download.
    const png = await ownerUpload('dot.png', PNG);
    expect((await ownerDownload(png.attachmentId)).headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('HTML under an .html name is refused outright', async () => {
    const res = await uploadToPortal(app, portal.token, [
      fieldPart('stageId', portal.stages.intake),
      fieldPart('fieldId', 'brief'),
      filePart('page.html', HTML),
    ]);
    expect(res.status).toBe(415);
  });
});
