import { PORTAL_MESSAGES, type PortalFileAnswer, type PortalSubmitResponse } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { fieldPart, filePart, uploadDeliverable } from './helpers/deliverables';
import { fails, ok } from './helpers/journeys';
import { callPortal, intakeAnswers, portalClient, uploadToPortal } from './helpers/portal';
import { ELF, PNG, pdfOf, type StorageFixture } from './helpers/storage';
import type { TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

/** Files in the portal: the client's own uploads as answers, and downloads through the token. */

const LIMIT = 64 * 1024;
let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner;
useStorageApp({ maxUploadBytes: LIMIT }, ['owner'], (env) => ({ t, fx, app, owner } = env));

const upload = async (
  token: string,
  stageId: string,
  fieldId: string,
  name = 'brief.pdf',
  data: Uint8Array = pdfOf(2000),
) => uploadToPortal(app, token, [fieldPart('stageId', stageId), fieldPart('fieldId', fieldId), filePart(name, data)]);

describe('POST /api/portal/:token/uploads', () => {
  it("stores the client's file under the project as uploaded by 'client' and answers its reference", async () => {
    const { client, token, stages } = await portalClient(app, owner.cookie);
    const { file } = await ok<{ file: PortalFileAnswer }>(upload(token, stages.intake, 'brief'), 201);
    expect(file).toMatchObject({ name: 'brief.pdf', size: 2000, mimeType: 'application/pdf' });
    const row = await t.db
      .selectFrom('attachments')
      .selectAll()
      .where('id', '=', file.attachmentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ project_id: client.id, uploaded_by_type: 'client', original_filename: 'brief.pdf' });
    expect(row.file_path.startsWith(`${client.id}/client/`)).toBe(true);
    expect(await fx.keys()).toContain(row.file_path);

    const download = await callPortal(app, token, 'GET', `/files/${file.attachmentId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect((await download.arrayBuffer()).byteLength).toBe(2000);
  });

  it('refuses a file for a question that takes none, a locked stage, a bad type or a large file, keeping nothing', async () => {
    const { client, token, stages } = await portalClient(app, owner.cookie);
    const before = (await fx.keys()).length;
    await fails(upload(token, stages.intake, 'full_name'), 400, 'This question does not take a file');
    await fails(upload(token, stages.intake, 'nope'), 400, 'This question does not take a file');
    await fails(upload(token, stages.kickoff, 'goal'), 409, PORTAL_MESSAGES.stageLocked);
    await fails(upload(token, 'builtin-nothing-step-1', 'brief'), 404, PORTAL_MESSAGES.stageNotFound);
    expect((await upload(token, stages.intake, 'brief', 'tool.exe', ELF)).status).toBe(415);
    expect((await upload(token, stages.intake, 'brief', 'big.pdf', pdfOf(LIMIT + 10))).status).toBe(413);
    expect((await fx.keys()).length).toBe(before);
    const rows = await t.db.selectFrom('attachments').select('id').where('project_id', '=', client.id).execute();
    expect(rows).toEqual([]);
  });

  it('a file answer must be an upload of this client: its stored name and size are kept, not the claim', async () => {
    const { token, stages } = await portalClient(app, owner.cookie);
    const { file } = await ok<{ file: PortalFileAnswer }>(upload(token, stages.intake, 'brief', 'shot.png', PNG), 201);
    const claimed = { ...file, name: 'evil.html', size: 1, mimeType: 'text/html' };
    const res = await ok<PortalSubmitResponse>(
      callPortal(app, token, 'POST', `/stages/${stages.intake}/submit`, { answers: intakeAnswers(claimed) }),
    );
    expect(res.submission.answers.brief).toEqual({ ...file, name: 'shot.png', mimeType: 'image/png' });
    expect(res.submission.answers.colour).toBe('#ff0088');

    // Another client's upload, or the owner's deliverable file, is no answer here.
    const other = await portalClient(app, owner.cookie);
    const foreign = await ok<{ file: PortalFileAnswer }>(upload(other.token, other.stages.intake, 'brief'), 201);
    const bad = await callPortal(app, token, 'POST', `/stages/${stages.intake}/submit`, {
      answers: intakeAnswers(foreign.file),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      brief: 'Upload the file again',
    });
  });

  it("downloads only this project's files: the owner's deliverables yes, another client's no", async () => {
    const { client, token, stages } = await portalClient(app, owner.cookie);
    const shared = await uploadDeliverable(app, owner.cookie, client.id, [
      fieldPart('stageId', stages.review),
      filePart('Moodboard.png', PNG),
    ]);
    const { deliverable } = (await shared.json()) as { deliverable: { items: { file: { attachmentId: string } }[] } };
    const attachmentId = deliverable.items[0]!.file.attachmentId;
    expect((await callPortal(app, token, 'GET', `/files/${attachmentId}`)).status).toBe(200);

    const other = await portalClient(app, owner.cookie);
    await fails(callPortal(app, other.token, 'GET', `/files/${attachmentId}`), 404, PORTAL_MESSAGES.fileNotFound);
    await fails(callPortal(app, token, 'GET', '/files/not-a-uuid'), 404, PORTAL_MESSAGES.fileNotFound);
  });
});
