import { Readable } from 'node:stream';
import { DELIVERABLE_MESSAGES, DELIVERABLE_VALIDATION, type DeliverableDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { createEvents } from '../src/kernel/events';
import { createFileDeliverable } from '../src/modules/deliverables/deliverable-service';
import { deliverablesOf, fieldPart, filePart, uploadDeliverable } from './helpers/deliverables';
import { fails, ok } from './helpers/journeys';
import { type Part, PNG, pdfOf, type StorageFixture } from './helpers/storage';
import type { TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

/**
 * File deliverables: the upload stores the file and its rows in one request; refusals keep
 * nothing (docs/decisions/013). The same rules on S3 are in deliverable-files-suite.
 */

const LIMIT = 64 * 1024;
let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner;
useStorageApp({ maxUploadBytes: LIMIT }, ['owner'], (env) => ({ t, fx, app, owner } = env));

const { legalClient, rowCounts } = deliverablesOf(() => ({ db: t.db, app, cookie: owner.cookie }));

describe('POST /api/clients/:id/deliverables/uploads', () => {
  it('stores the file and records attachment, deliverable and item; title defaults to the filename', async () => {
    const { client, milestones } = await legalClient();
    const m = milestones.find((x) => x.slots.length > 0)!;
    const res = await uploadDeliverable(app, owner.cookie, client.id, [
      fieldPart('stageId', m.stageId),
      fieldPart('slotId', m.slots[0]!.id),
      filePart('Brand Guide.pdf', pdfOf(3000), 'application/pdf'),
    ]);
    const { deliverable } = await ok<{ deliverable: DeliverableDto }>(res, 201);
    expect(deliverable).toMatchObject({
      stageId: m.stageId,
      slotId: m.slots[0]!.id,
      title: 'Brand Guide.pdf',
      description: null,
      type: 'file',
    });
    const file = deliverable.items[0]!.file!;
    expect(deliverable.items[0]).toMatchObject({ type: 'file', url: null, linkTitle: null });
    expect(file).toEqual({
      attachmentId: expect.any(String),
      filename: 'Brand Guide.pdf',
      size: 3000,
      mimeType: 'application/pdf',
      downloadUrl: `/api/clients/${client.id}/attachments/${file.attachmentId}`,
    });
    const row = await t.db
      .selectFrom('attachments')
      .selectAll()
      .where('id', '=', file.attachmentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ project_id: client.id, uploaded_by_type: 'freelancer' });
    expect(Number(row.file_size)).toBe(3000);
    expect(row.file_path).toMatch(new RegExp(`^${client.id}/freelancer/\\d{13}-[0-9a-f]{16}\\.pdf$`));
    expect(await fx.keys()).toContain(row.file_path);

    const titled = await uploadDeliverable(app, owner.cookie, client.id, [
      fieldPart('stageId', m.stageId),
      fieldPart('title', 'Final logo'),
      filePart('logo.png', PNG),
    ]);
    expect((await ok<{ deliverable: DeliverableDto }>(titled, 201)).deliverable.title).toBe('Final logo');
  });

  it('refuses a missing file, milestone or slot with the form’s messages and keeps nothing', async () => {
    const { client, milestones } = await legalClient();
    const stageId = milestones[0]!.stageId;
    const otherSlot = milestones.find((m) => m.stageId !== stageId && m.slots.length > 0)!.slots[0]!.id;
    const storedFor = async () => (await fx.keys()).filter((k) => k.startsWith(`${client.id}/`));
    const file = filePart('a.png', PNG);
    const refused: [Part[], string][] = [
      [[fieldPart('stageId', stageId)], DELIVERABLE_VALIDATION.fileRequired],
      [[file], DELIVERABLE_VALIDATION.milestoneRequired],
      [[fieldPart('stageId', 'nope'), file], DELIVERABLE_MESSAGES.milestoneNotFound],
      [[fieldPart('stageId', stageId), fieldPart('slotId', otherSlot), file], DELIVERABLE_MESSAGES.slotNotFound],
      [[fieldPart('stageId', stageId), fieldPart('title', 'x'.repeat(201)), file], DELIVERABLE_VALIDATION.titleTooLong],
      [[fieldPart('stageId', stageId), fieldPart('title', 'a\u0000b'), file], 'Title must not contain NUL characters'],
    ];
    for (const [parts, message] of refused) {
      await fails(uploadDeliverable(app, owner.cookie, client.id, parts), 400, message);
    }
    expect(await storedFor()).toEqual([]);
    expect(await rowCounts(client.id)).toEqual({ deliverables: 0, attachments: 0 });
  });
});

describe('createFileDeliverable', () => {
  it('deletes the stored object when the database refuses the rows', async () => {
    const { client, milestones } = await legalClient();
    const key = `${client.id}/freelancer/1700000000000-0123456789abcdef.png`;
    await fx.storage.put(key, Readable.from([PNG]), { maxBytes: LIMIT });
    // Another row already claims the key (file_path is unique): the attachment insert fails.
    await t.db
      .insertInto('attachments')
      .values({
        project_id: client.id,
        file_path: key,
        original_filename: 'x.png',
        file_size: 1,
        mime_type: 'image/png',
      })
      .execute();
    const me = (await (await app.request('/api/me', { headers: { cookie: owner.cookie } })).json()) as {
      user: { id: string };
      workspace: { id: string };
    };
    // No reaction is under test here: an event hook with no subscribers.
    const ctx = {
      db: t.db,
      userId: me.user.id,
      userName: 'Avery Stone',
      workspaceId: me.workspace.id,
      role: 'owner' as const,
      events: createEvents(),
    };
    const fields = { stageId: milestones[0]!.stageId };
    const upload = { key, originalName: 'logo.png', mimeType: 'image/png', size: PNG.length, fields };
    await expect(createFileDeliverable(ctx, fx.storage, client.id, upload)).rejects.toThrow();
    expect(await fx.storage.stat(key)).toBeNull();
    expect(await rowCounts(client.id)).toEqual({ deliverables: 0, attachments: 1 });
  });
});
