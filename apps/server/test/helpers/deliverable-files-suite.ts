import { CLIENT_MESSAGES, DELIVERABLE_MESSAGES, type DeliverableDto, ERROR_CODES, UPLOAD_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { createClient } from './clients';
import { callDeliverables, fieldPart, filePart, listDeliverables, uploadDeliverable } from './deliverables';
import { type ErrorBody, ok } from './journeys';
import { ELF, PNG, pdfOf, type StorageFixture } from './storage';
import type { TestApp } from './test-app';
import { type Owner, useStorageApp } from './use-test-app';

const LIMIT = 96 * 1024;

/** Deliverable files end to end on one storage backend: upload, download with ranges, delete, refusals. */
export function describeDeliverableFiles(name: string, makeFixture: () => Promise<StorageFixture>) {
  describe(`deliverable files on ${name}`, () => {
    let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner;
    // No deleteProjectFiles: the app's default (storage.deletePrefix) is what runs in production.
    useStorageApp({ fixture: makeFixture, maxUploadBytes: LIMIT }, ['owner'], (env) => ({ t, fx, app, owner } = env));

    async function clientWithMilestone() {
      const client = await createClient(app, owner.cookie, { templateId: 'builtin-legal' });
      const { milestones } = await listDeliverables(app, owner.cookie, client.id);
      return { clientId: client.id, stageId: milestones[0]!.stageId };
    }
    async function upload(clientId: string, stageId: string, filename: string, data: Uint8Array) {
      return uploadDeliverable(app, owner.cookie, clientId, [fieldPart('stageId', stageId), filePart(filename, data)]);
    }
    async function uploaded(clientId: string, stageId: string, filename: string, data: Uint8Array) {
      return (await ok<{ deliverable: DeliverableDto }>(upload(clientId, stageId, filename, data), 201)).deliverable;
    }
    const get = (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers: { cookie: owner.cookie, ...headers } });
    const keysOf = async (clientId: string) => (await fx.keys()).filter((k) => k.startsWith(`${clientId}/`));
    const rows = async (clientId: string) => ({
      deliverables: (await t.db.selectFrom('deliverables').select('id').where('project_id', '=', clientId).execute())
        .length,
      attachments: (await t.db.selectFrom('attachments').select('id').where('project_id', '=', clientId).execute())
        .length,
    });

    it('serves the owner the file with its name, whole or by range', async () => {
      const { clientId, stageId } = await clientWithMilestone();
      const pdf = pdfOf(5000);
      const d = await uploaded(clientId, stageId, 'Résumé final.pdf', pdf);
      const url = d.items[0]!.file!.downloadUrl;

      const whole = await get(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('application/pdf');
      expect(whole.headers.get('content-length')).toBe('5000');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('content-disposition')).toBe(
        `inline; filename="R_sum_ final.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.pdf`,
      );
      expect(whole.headers.get('cache-control')).toBe('private, no-cache');
      expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);

      const part = await get(url, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
      expect(part.headers.get('content-length')).toBe('100');
      expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(100, 200))).toBe(true);

      const tail = await get(url, { range: 'bytes=-10' });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(pdf.subarray(4990))).toBe(true);

      const beyond = await get(url, { range: 'bytes=6000-' });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe('bytes */5000');

      const download = await get(`${url}?download=1`);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="R_sum_ final.pdf"/);
      await download.arrayBuffer();
    });

    it('deletes a file deliverable: its item, attachment and stored object', async () => {
      const { clientId, stageId } = await clientWithMilestone();
      const d = await uploaded(clientId, stageId, 'logo.png', PNG);
      const file = d.items[0]!.file!;
      const [key] = await keysOf(clientId);
      expect(key).toMatch(/\.png$/);

      expect(await ok(callDeliverables(app, owner.cookie, 'DELETE', clientId, `/deliverables/${d.id}`))).toEqual({
        ok: true,
      });
      expect(await rows(clientId)).toEqual({ deliverables: 0, attachments: 0 });
      expect(
        await t.db.selectFrom('deliverable_items').select('id').where('deliverable_id', '=', d.id).execute(),
      ).toEqual([]);
      expect(await keysOf(clientId)).toEqual([]);
      const gone = await get(file.downloadUrl);
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as ErrorBody).error.message).toBe(DELIVERABLE_MESSAGES.fileNotFound);
    });

    it('refuses a file over MAX_UPLOAD_MB (413) or of a refused type (415) and keeps nothing', async () => {
      const { clientId, stageId } = await clientWithMilestone();
      const big = await upload(clientId, stageId, 'big.pdf', pdfOf(LIMIT + 20_000));
      expect(big.status).toBe(413);
      expect(((await big.json()) as ErrorBody).error.code).toBe(ERROR_CODES.FILE_TOO_LARGE);
      const program = await upload(clientId, stageId, 'setup.exe', ELF);
      expect(program.status).toBe(415);
      expect(((await program.json()) as ErrorBody).error.message).toBe(UPLOAD_MESSAGES.unsupportedType);
      expect(await keysOf(clientId)).toEqual([]);
      expect(await fx.leftovers()).toEqual([]);
      expect(await rows(clientId)).toEqual({ deliverables: 0, attachments: 0 });
    });

    it('removes the stored object when the milestone is refused after the upload', async () => {
      const { clientId } = await clientWithMilestone();
      const res = await upload(clientId, 'not-a-milestone', 'logo.png', PNG);
      expect(res.status).toBe(400);
      expect(await keysOf(clientId)).toEqual([]);
      expect(await rows(clientId)).toEqual({ deliverables: 0, attachments: 0 });
    });

    it('deleting the client deletes its deliverable files', async () => {
      const { clientId, stageId } = await clientWithMilestone();
      await uploaded(clientId, stageId, 'a.png', PNG);
      await uploaded(clientId, stageId, 'b.pdf', pdfOf(2000));
      const kept = await clientWithMilestone();
      await uploaded(kept.clientId, kept.stageId, 'c.png', PNG);
      expect(await keysOf(clientId)).toHaveLength(2);

      await ok(app.request(`/api/clients/${clientId}`, { method: 'DELETE', headers: { cookie: owner.cookie } }));
      expect(await keysOf(clientId)).toEqual([]);
      expect(await keysOf(kept.clientId)).toHaveLength(1);
      const res = await callDeliverables(app, owner.cookie, 'GET', clientId, '/deliverables');
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error.message).toBe(CLIENT_MESSAGES.notFound);
    });
  });
}
