import { expect, it } from 'vitest';
import { PNG, s3Fixture } from '../helpers/storage';
import type { TestApp } from '../helpers/test-app';
import { type Owner, type StorageFileApp, useStorageApp } from '../helpers/use-test-app';
import { callExports, exportNow, seedWorkspace, unzip } from './export-fixture';

/** The export reads and writes through the storage interface: the same zip on an S3 bucket. */
let t: TestApp;
let app: StorageFileApp['app'];
let fx: StorageFileApp['fx'];
let owner: Owner;
useStorageApp({ fixture: s3Fixture }, ['owner'], (env) => ({ t, app, fx, owner } = env));

it('streams the zip into S3 and back, with the uploaded file and the logo', async () => {
  await seedWorkspace(t, app, fx.storage, owner.cookie, 'sierra');
  const done = await exportNow(t, app, fx.storage, owner.cookie);
  const res = await callExports(app, owner.cookie, 'GET', `/${done.id}/download`);
  expect(res.status).toBe(200);
  const entries = await unzip(Buffer.from(await res.arrayBuffer()));
  const attachment = [...entries.keys()].find((n) => n.startsWith('files/attachments/'));
  expect(entries.get(attachment ?? '')?.equals(PNG)).toBe(true);
  expect(entries.get('files/logo/logo.svg')?.toString()).toContain('<svg');
  expect(entries.has('data/projects.jsonl')).toBe(true);
});
