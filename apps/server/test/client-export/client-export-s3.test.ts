import { describe, expect, it } from 'vitest';
import { PNG, type StorageFixture, s3Fixture } from '../helpers/storage';
import type { TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import { exportOf, fullClient, json, unzip } from './export-fixtures';

/** The export reads the client's files through storage: on S3 (a local S3 server) as on disk. */
let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner;
useStorageApp({ fixture: s3Fixture }, ['owner'], (env) => ({ t, fx, app, owner } = env));

describe('the client export on S3 storage', () => {
  it('streams every stored file into the zip, and lists one storage lost as not available', async () => {
    const who = { name: 'Cleo Stone', email: 'cleo@example.com', about: 'Stone', goal: 'Grow', quote: 'Solid.' };
    const { client, brief, signedPdf, agreement } = await fullClient(app, t, fx, owner.cookie, who);
    const first = await unzip(Buffer.from(await (await exportOf(app, owner.cookie, client.id)).arrayBuffer()));
    expect(first.get('files/Cleo Stone brief.pdf')?.equals(brief)).toBe(true);
    expect(first.get('deliverables/Logo pack/logo.png')?.equals(PNG)).toBe(true);
    expect(first.get('agreements/Service agreement v1 signed.pdf')?.equals(signedPdf)).toBe(true);

    await fx.storage.delete(agreement.finalKey);
    const res = await exportOf(app, owner.cookie, client.id);
    expect(res.status).toBe(200);
    const second = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(second.has('agreements/Service agreement v1 signed.pdf')).toBe(false);
    const listed = json<{ path: string; available: boolean }[]>(second, 'files.json');
    expect(listed).toContainEqual(
      expect.objectContaining({ path: 'agreements/Service agreement v1 signed.pdf', available: false }),
    );
  });
});
