import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/clients';
import { legalClient, listDeliverables, uploadDeliverable } from './helpers/deliverables';
import { diskFixture, type Part, PNG, pdfOf, type StorageFixture } from './helpers/storage';
import { appOn, createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Property test of the multipart upload: generated parts (names, filenames with NULs, quotes,
 * line breaks and surrogates, random bytes and types, foreign milestone ids) and raw bodies that
 * are not multipart at all. The answer is 201 or 4xx, and every stored object has its row.
 */

const LIMIT = 4 * 1024;
let t: TestApp;
let fx: StorageFixture;
let app: TestApp['app'];
let owner: { cookie: string };
let clientId: string;
let stageId: string;
let foreignStageId: string;

beforeAll(async () => {
  t = await createTestApp();
  fx = await diskFixture();
  app = appOn(t.db, { storage: fx.storage, maxUploadBytes: LIMIT });
  owner = await signUpOwner(app);
  const stranger = await signUpOwner(app);
  const mine = await legalClient(app, owner.cookie);
  clientId = mine.client.id;
  stageId = mine.milestones[0]!.stageId;
  const theirs = await createClient(app, stranger.cookie, { templateId: 'builtin-wedding' });
  foreignStageId = (await listDeliverables(app, stranger.cookie, theirs.id)).milestones[0]!.stageId;
}, 120_000);
afterAll(async () => {
  await t.close();
  await fx.close();
});

const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '\0',
    'a\0.png',
    '\uD800.pdf',
    'x"; name="file',
    'a\r\nContent-Type: text/html',
    '../../etc/passwd',
    '',
  ),
  fc.constant('n'.repeat(5000)),
);
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.constantFrom(PNG, pdfOf(100), pdfOf(LIMIT + 10), new TextEncoder().encode('MZ\x90\x00 not allowed')),
);
const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({
    name: fc.constant('file'),
    filename: nasty,
    contentType: fc.oneof(nasty, fc.constantFrom('image/png', 'application/pdf', 'text/html')),
    data: bytes,
  }),
  fc.record({
    name: fc.oneof(fc.constantFrom('stageId', 'title', 'slotId'), nasty),
    data: fc.oneof(nasty, fc.constantFrom('own-stage', 'foreign-stage')),
  }),
);
const resolve = (p: Part): Part =>
  p.data === 'own-stage' ? { ...p, data: stageId } : p.data === 'foreign-stage' ? { ...p, data: foreignStageId } : p;

describe('POST /api/clients/:id/deliverables/uploads under arbitrary input', () => {
  it('answers 201 or 4xx to generated multipart bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 5 }), async (parts) => {
        const res = await uploadDeliverable(app, owner.cookie, clientId, parts.map(resolve));
        const text = await res.text();
        expect(res.status, `${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
        // The foreign stage id may ride under any field name; what must never happen is a
        // deliverable stored on it.
        if (
          res.status === 201 &&
          (JSON.parse(text) as { deliverable: { stageId: string } }).deliverable.stageId === foreignStageId
        ) {
          throw new Error(`stored under another workspace's stage: ${text.slice(0, 200)}`);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('answers 4xx to bodies that are not the multipart they claim to be', async () => {
    const raw = fc.record({
      contentType: fc.oneof(
        fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x'),
        nasty.map((s) => `multipart/form-data; boundary=${s}`),
      ),
      body: fc.oneof(
        fc.uint8Array({ maxLength: 200 }),
        nasty.map((s) => new TextEncoder().encode(`--x\r\n${s}`)),
      ),
    });
    await fc.assert(
      fc.asyncProperty(raw, async ({ contentType, body }) => {
        const res = await app.request(`/api/clients/${clientId}/deliverables/uploads`, {
          method: 'POST',
          headers: { cookie: owner.cookie, 'content-type': contentType.replace(/[^\x20-\x7e]/g, '') },
          body,
        });
        expect(res.status, `${res.status} ${(await res.text()).slice(0, 200)}`).toBeLessThan(500);
        expect(res.status).not.toBe(201);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps no object without its attachment row', async () => {
    const rows = await t.db.selectFrom('attachments').select('file_path').execute();
    expect((await fx.keys()).sort()).toEqual(rows.map((r) => r.file_path).sort());
  });
});
