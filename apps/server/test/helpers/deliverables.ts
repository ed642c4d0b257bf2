import type { ClientDeliverablesResponse, DeliverableResponse } from '@bloom/core';
import type { Db } from '../../src/platform/db/database';
import { createClient } from './clients';
import { ok } from './journeys';
import { multipartRequest, type Part } from './storage';
import { jsonRequest, type TestApp } from './test-app';

type App = TestApp['app'];

/** Calls /api/clients/{clientId}{path} as the owner of `cookie` with a JSON body. */
export const callDeliverables = (
  app: App,
  cookie: string,
  method: string,
  clientId: string,
  path: string,
  body?: unknown,
) => app.request(`/api/clients/${clientId}${path}`, jsonRequest(method, body, { cookie }));

export const listDeliverables = (app: App, cookie: string, clientId: string) =>
  ok<ClientDeliverablesResponse>(callDeliverables(app, cookie, 'GET', clientId, '/deliverables'));

/** A client on the built-in legal journey, and its milestone stages as the list shows them. */
export async function legalClient(app: App, cookie: string) {
  const client = await createClient(app, cookie, { templateId: 'builtin-legal' });
  const { milestones } = await listDeliverables(app, cookie, client.id);
  return { client, milestones };
}

/** How many deliverable and attachment rows a client has. */
export async function deliverableRows(db: Db, clientId: string) {
  const count = async (table: 'deliverables' | 'attachments') =>
    (await db.selectFrom(table).select('id').where('project_id', '=', clientId).execute()).length;
  return { deliverables: await count('deliverables'), attachments: await count('attachments') };
}

/**
 * The helpers above bound to a test file's app and owner, read when called (the file's app opens
 * in beforeAll): `call` and `legalClient` act as that owner unless given another cookie.
 */
export function deliverablesOf(env: () => { db: Db; app: App; cookie: string }) {
  return {
    call: (method: string, clientId: string, path: string, body?: unknown, cookie = env().cookie) =>
      callDeliverables(env().app, cookie, method, clientId, path, body),
    legalClient: (cookie = env().cookie) => legalClient(env().app, cookie),
    rowCounts: (clientId: string) => deliverableRows(env().db, clientId),
  };
}

export async function addDeliverable(app: App, cookie: string, clientId: string, body: unknown) {
  return (await ok<DeliverableResponse>(callDeliverables(app, cookie, 'POST', clientId, '/deliverables', body), 201))
    .deliverable;
}

/** POST /api/clients/{clientId}/deliverables/uploads with these multipart parts, signed in. */
export async function uploadDeliverable(app: App, cookie: string, clientId: string, parts: Part[]) {
  const request = multipartRequest(`/api/clients/${clientId}/deliverables/uploads`, parts);
  return app.request(request.url, {
    method: 'POST',
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    body: await request.arrayBuffer(),
  });
}

export const filePart = (filename: string, data: Uint8Array, contentType = 'application/octet-stream'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});
export const fieldPart = (name: string, data: string): Part => ({ name, data });
