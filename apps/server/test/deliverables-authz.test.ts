import { CLIENT_MESSAGES, DELIVERABLE_MESSAGES, type DeliverableDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { addDeliverable, deliverablesOf, fieldPart, filePart, uploadDeliverable } from './helpers/deliverables';
import { fails, ok } from './helpers/journeys';
import { PNG, type StorageFixture } from './helpers/storage';
import type { TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

/**
 * Milestone deliverables as a stranger: another workspace's client, another client's deliverable
 * or file under this client's address, another workspace's ids under the stranger's own client,
 * and no session at all. Nothing is read, written or removed.
 */

let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner, stranger: Owner;
useStorageApp({ maxUploadBytes: 64 * 1024 }, ['owner', 'stranger'], (env) => ({ t, fx, app, owner, stranger } = env));

const { call, legalClient, rowCounts } = deliverablesOf(() => ({ db: t.db, app, cookie: owner.cookie }));

describe('tenancy', () => {
  it('answers 404 Client not found for another workspace’s client on every endpoint, and changes nothing', async () => {
    const { client, milestones } = await legalClient();
    const stageId = milestones[0]!.stageId;
    const note = await addDeliverable(app, owner.cookie, client.id, { type: 'note', stageId, note: 'x' });
    const upload = await uploadDeliverable(app, owner.cookie, client.id, [
      fieldPart('stageId', stageId),
      filePart('a.png', PNG),
    ]);
    const file = (await ok<{ deliverable: DeliverableDto }>(upload, 201)).deliverable.items[0]!.file!;
    const as = stranger.cookie;
    const keysBefore = await fx.keys();

    await fails(call('GET', client.id, '/deliverables', undefined, as), 404, CLIENT_MESSAGES.notFound);
    await fails(
      call('POST', client.id, '/deliverables', { type: 'note', stageId, note: 'x' }, as),
      404,
      CLIENT_MESSAGES.notFound,
    );
    await fails(
      uploadDeliverable(app, as, client.id, [fieldPart('stageId', stageId), filePart('b.png', PNG)]),
      404,
      CLIENT_MESSAGES.notFound,
    );
    await fails(call('DELETE', client.id, `/deliverables/${note.id}`, undefined, as), 404, CLIENT_MESSAGES.notFound);
    await fails(
      call('GET', client.id, `/attachments/${file.attachmentId}`, undefined, as),
      404,
      CLIENT_MESSAGES.notFound,
    );

    // Malformed client ids read as missing too.
    for (const bad of ['not-a-uuid', 'builtin-legal', `${client.id}x`]) {
      await fails(call('GET', bad, '/deliverables'), 404, CLIENT_MESSAGES.notFound);
      await fails(
        call('POST', bad, '/deliverables', { type: 'note', stageId, note: 'x' }),
        404,
        CLIENT_MESSAGES.notFound,
      );
      await fails(call('GET', bad, `/attachments/${file.attachmentId}`), 404, CLIENT_MESSAGES.notFound);
    }
    expect(await rowCounts(client.id)).toEqual({ deliverables: 2, attachments: 1 });
    expect(await fx.keys()).toEqual(keysBefore);
  });

  it('answers 404 for another client’s deliverable or file under this client’s address', async () => {
    const mine = await legalClient();
    const other = await legalClient();
    const stageId = other.milestones[0]!.stageId;
    const note = await addDeliverable(app, owner.cookie, other.client.id, { type: 'note', stageId, note: 'x' });
    const upload = await uploadDeliverable(app, owner.cookie, other.client.id, [
      fieldPart('stageId', stageId),
      filePart('a.png', PNG),
    ]);
    const file = (await ok<{ deliverable: DeliverableDto }>(upload, 201)).deliverable.items[0]!.file!;
    await fails(call('DELETE', mine.client.id, `/deliverables/${note.id}`), 404, DELIVERABLE_MESSAGES.notFound);
    await fails(
      call('GET', mine.client.id, `/attachments/${file.attachmentId}`),
      404,
      DELIVERABLE_MESSAGES.fileNotFound,
    );
    await fails(call('DELETE', mine.client.id, '/deliverables/not-a-uuid'), 404, DELIVERABLE_MESSAGES.notFound);
    await fails(call('GET', mine.client.id, '/attachments/not-a-uuid'), 404, DELIVERABLE_MESSAGES.fileNotFound);

    // Another workspace's ids under the stranger's own client read as missing too.
    const theirs = await legalClient(stranger.cookie);
    const as = stranger.cookie;
    await fails(
      call('DELETE', theirs.client.id, `/deliverables/${note.id}`, undefined, as),
      404,
      DELIVERABLE_MESSAGES.notFound,
    );
    await fails(
      call('GET', theirs.client.id, `/attachments/${file.attachmentId}`, undefined, as),
      404,
      DELIVERABLE_MESSAGES.fileNotFound,
    );
    expect(await rowCounts(other.client.id)).toEqual({ deliverables: 2, attachments: 1 });
  });

  it('needs a signed-in owner on every endpoint', async () => {
    const { client, milestones } = await legalClient();
    const stageId = milestones[0]!.stageId;
    const note = await addDeliverable(app, owner.cookie, client.id, { type: 'note', stageId, note: 'x' });
    const anonymous = [
      call('GET', client.id, '/deliverables', undefined, ''),
      call('POST', client.id, '/deliverables', { type: 'note', stageId, note: 'y' }, ''),
      uploadDeliverable(app, '', client.id, [fieldPart('stageId', stageId), filePart('a.png', PNG)]),
      call('DELETE', client.id, `/deliverables/${note.id}`, undefined, ''),
      call('GET', client.id, `/attachments/${note.id}`, undefined, ''),
    ];
    for (const res of await Promise.all(anonymous)) expect(res.status).toBe(401);
    expect(await rowCounts(client.id)).toEqual({ deliverables: 1, attachments: 0 });
  });
});
