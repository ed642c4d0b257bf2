import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping, vacuumEmbedded } from '../src/modules/housekeeping/housekeeping';
import { sweepStorage } from '../src/modules/housekeeping/storage-sweep';
import { createStorageKey, isGeneratedKey } from '../src/platform/storage/storage-keys';
import { createClient } from './helpers/clients';
import { fieldPart, filePart, legalClient, uploadDeliverable } from './helpers/deliverables';
import { portalClient, uploadToPortal } from './helpers/portal';
import { diskFixture, PNG, pdfOf, type StorageFixture, s3Fixture, TEST_BUCKET } from './helpers/storage';
import { createTestApp, type TestApp } from './helpers/test-app';
import { type Owner, useStorageApp } from './helpers/use-test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** The leftovers sweep on both stores: what an interrupted upload leaves goes, nothing else does. */
describe.each([
  ['local disk', diskFixture],
  ['S3 (local fake)', s3Fixture],
] as const)('storage sweep on %s', (_name, makeFixture) => {
  let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner;
  useStorageApp(
    { fixture: makeFixture, maxUploadBytes: 1024 * 1024 },
    ['owner'],
    (env) => ({ t, fx, app, owner } = env),
  );
  beforeAll(async () => {
    // The account predates every object of this file (S3 dates objects to the second).
    await sql`UPDATE "user" SET "createdAt" = now() - interval '1 hour'`.execute(t.db);
  });

  const put = async (projectId: string) => {
    const key = createStorageKey({ projectId, uploaderType: 'client', ext: 'png' });
    await fx.storage.put(key, Readable.from([PNG]), { maxBytes: 1024 });
    return key;
  };

  it('keeps a fresh object whose row is not written yet, and removes it once a day old without one', async () => {
    const client = await createClient(app, owner.cookie);
    const key = await put(client.id);
    expect(isGeneratedKey(key)).toBe(true);

    expect(await sweepStorage(t.db, fx.storage)).toMatchObject({ orphans: 0 });
    expect(await sweepStorage(t.db, fx.storage, new Date(Date.now() + 23 * HOUR))).toMatchObject({ orphans: 0 });
    expect(await fx.keys()).toContain(key);

    expect(await sweepStorage(t.db, fx.storage, inDays(2))).toMatchObject({ orphans: 1 });
    expect(await fx.keys()).not.toContain(key);
    expect(await fx.storage.stat(key)).toBeNull();
  });

  it('never removes an object a row names: deliverable files and the portal uploads', async () => {
    const { client, milestones } = await legalClient(app, owner.cookie);
    const deliverable = await uploadDeliverable(app, owner.cookie, client.id, [
      fieldPart('stageId', milestones[0]!.stageId),
      filePart('final.pdf', pdfOf(3000)),
    ]);
    expect(deliverable.status).toBe(201);
    const portal = await portalClient(app, owner.cookie);
    const upload = await uploadToPortal(app, portal.token, [
      fieldPart('stageId', portal.stages.intake),
      fieldPart('fieldId', 'brief'),
      filePart('brief.pdf', pdfOf(2000)),
    ]);
    expect(upload.status).toBe(201);
    const named = (await t.db.selectFrom('attachments').select('file_path').execute()).map((r) => r.file_path);
    expect(named).toHaveLength(2);

    const orphan = await put(client.id);
    expect(await sweepStorage(t.db, fx.storage, inDays(30))).toMatchObject({ orphans: 1 });
    const left = await fx.keys();
    expect(left).not.toContain(orphan);
    for (const key of named) {
      expect(left).toContain(key);
      expect(await fx.storage.stat(key)).not.toBeNull();
    }
  });

  it('leaves alone objects it did not make, and objects older than the first account', async () => {
    const foreign = 'backups/2026/site.tar';
    await fx.storage.put(foreign, Readable.from([Buffer.from('not ours')]), { maxBytes: 100 });
    const client = await createClient(app, owner.cookie);
    const key = await put(client.id);
    // As if this database had been started empty beside the files of an older one.
    await sql`UPDATE "user" SET "createdAt" = now() + interval '1 hour'`.execute(t.db);
    try {
      expect(await sweepStorage(t.db, fx.storage, inDays(2))).toMatchObject({ orphans: 0 });
      expect(await fx.keys()).toEqual(expect.arrayContaining([foreign, key]));
    } finally {
      await sql`UPDATE "user" SET "createdAt" = now() - interval '1 hour'`.execute(t.db);
    }
    await fx.storage.delete(foreign);
    await fx.storage.delete(key);
  });

  it('runs in the hourly housekeeping', async () => {
    const client = await createClient(app, owner.cookie);
    const key = await put(client.id);
    await runHousekeeping(t.db, fx.storage);
    expect(await fx.keys()).toContain(key); // a minute old: kept
    await fx.storage.delete(key);
  });

  it('vacuums the clients on PGlite (no autovacuum there), so their pages read as all-visible again', async () => {
    await createClient(app, owner.cookie);
    const allVisible = async () =>
      (await sql<{ n: number }>`SELECT relallvisible::int AS n FROM pg_class WHERE relname = 'projects'`.execute(t.db))
        .rows[0]?.n;
    const vacuumed = await vacuumEmbedded(t.db);
    expect(vacuumed).toBe(process.env.TEST_DB_KIND !== 'postgres');
    if (vacuumed) expect(await allVisible()).toBeGreaterThan(0);
  });
});

describe('abandoned partial writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('on disk: removes a .part file not written for an hour, keeps a live one', async () => {
    const fx = await diskFixture();
    try {
      // Nothing to do on a store that never took an upload (no temp folder yet).
      expect(await fx.storage.removeAbandonedWrites(new Date())).toBe(0);
      await fx.storage.put('p/client/1-a.txt', Readable.from([Buffer.from('x')]), { maxBytes: 10 });
      const tempDir = path.join(fx.root, '.tmp');
      const dead = path.join(tempDir, 'dead.part');
      const live = path.join(tempDir, 'live.part');
      await writeFile(dead, 'half an upload');
      await writeFile(live, 'an upload in progress');
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      await utimes(dead, twoHoursAgo, twoHoursAgo);

      expect(await sweepStorage(t.db, fx.storage)).toEqual({ abandonedWrites: 1, orphans: 0 });
      expect((await fx.leftovers()).sort()).toEqual(['live.part']);
      expect(await fx.keys()).toEqual(['p/client/1-a.txt']);
      // Partial writes are never listed as objects.
      const listed = [];
      for await (const object of fx.storage.list()) listed.push(object.key);
      expect(listed).toEqual(['p/client/1-a.txt']);
    } finally {
      await fx.close();
    }
  });

  it('on S3: aborts multipart uploads started more than a day ago, keeps younger ones', async () => {
    const fx = await s3Fixture();
    try {
      // The fake cannot list multipart uploads (NotImplemented, as some S3-compatible stores): nothing to do.
      expect(await fx.storage.removeAbandonedWrites(new Date())).toBe(0);

      // The fake can neither list nor abort multipart uploads: answer both as S3 does, and record.
      const { storage } = fx;
      const aborted: unknown[] = [];
      storage.client.middlewareStack.add(
        (next, context) => async (args) => {
          if (context.commandName === 'AbortMultipartUploadCommand') {
            aborted.push(args.input);
            return { response: {}, output: { $metadata: {} } };
          }
          if (context.commandName !== 'ListMultipartUploadsCommand') return next(args);
          return {
            response: {},
            output: {
              $metadata: {},
              IsTruncated: false,
              Uploads: [
                { Key: 'p/client/2-b.png', UploadId: 'old', Initiated: new Date(Date.now() - 2 * DAY) },
                { Key: 'p/client/3-c.png', UploadId: 'young', Initiated: new Date(Date.now() - HOUR) },
              ],
            },
          };
        },
        { step: 'initialize', name: 'fakeMultipartUploads' },
      );
      expect(await sweepStorage(t.db, storage)).toEqual({ abandonedWrites: 1, orphans: 0 });
      expect(aborted).toEqual([{ Bucket: TEST_BUCKET, Key: 'p/client/2-b.png', UploadId: 'old' }]);
    } finally {
      await fx.close();
    }
  });
});
