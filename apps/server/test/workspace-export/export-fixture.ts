import type { WorkspaceExport } from '@bloom/core';
import yauzl from 'yauzl';
import { runWorkspaceExport } from '../../src/modules/workspace-export/export-job';
import type { FileStorage } from '../../src/platform/storage/file-storage';
import { createClient } from '../helpers/clients';
import { fieldPart, filePart } from '../helpers/deliverables';
import { workspaceOf } from '../helpers/journeys';
import { callPortal, intakeAnswers, portalJourney, uploadToPortal } from '../helpers/portal';
import { PNG } from '../helpers/storage';
import { ordinaryLogo, storeLogoUnchecked } from '../helpers/svg-logos';
import { jsonRequest, PUBLIC_URL, type TestApp } from '../helpers/test-app';

type App = TestApp['app'];

export const callExports = (app: App, cookie: string, method: string, path = '', body?: unknown) =>
  app.request(`/api/workspace-exports${path}`, jsonRequest(method, body, { cookie }));

/** A workspace named after `tag` with a client, their uploaded file in a submission, and a logo. */
export async function seedWorkspace(t: TestApp, app: App, storage: FileStorage, cookie: string, tag: string) {
  const workspaceId = await workspaceOf(app, cookie);
  await t.db
    .updateTable('workspaces')
    .set({ name: `Studio ${tag}` })
    .where('id', '=', workspaceId)
    .execute();
  await storeLogoUnchecked(t.db, storage, workspaceId, ordinaryLogo(3));
  const { journey, stages } = await portalJourney(app, cookie);
  const client = await createClient(app, cookie, {
    templateId: journey.id,
    clientName: `Client ${tag}`,
    clientEmail: `client-${tag}@example.com`,
    projectName: `Project ${tag}`,
  });
  const uploaded = await uploadToPortal(app, client.shareToken, [
    fieldPart('stageId', stages.intake),
    fieldPart('fieldId', 'brief'),
    filePart(`brief-${tag}.png`, PNG),
  ]);
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  const { file } = (await uploaded.json()) as { file: unknown };
  const submitted = await callPortal(app, client.shareToken, 'POST', `/stages/${stages.intake}/submit`, {
    answers: intakeAnswers(file),
  });
  if (submitted.status !== 200) throw new Error(`submit failed: ${submitted.status} ${await submitted.text()}`);
  return { workspaceId, client, journey };
}

/** Starts an export as `cookie` and runs its job here, as the worker would. */
export async function exportNow(t: TestApp, app: App, storage: FileStorage, cookie: string): Promise<WorkspaceExport> {
  const res = await callExports(app, cookie, 'POST');
  if (res.status !== 201) throw new Error(`export failed to start: ${res.status} ${await res.text()}`);
  const { export: started } = (await res.json()) as { export: WorkspaceExport };
  await runWorkspaceExport({ db: t.db, storage, appOrigin: PUBLIC_URL }, started.id);
  return started;
}

/** Every entry of a zip, by name. */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr || !stream) return reject(openErr);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export const jsonLines = (bytes: Buffer | undefined): Record<string, unknown>[] =>
  (bytes?.toString('utf8') ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
