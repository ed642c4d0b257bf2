import http from 'node:http';
import type net from 'node:net';
import { fileTooLargeMessage, megabytes, UPLOAD_MESSAGES } from '@bloom/core';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPart, filePart, legalClient } from './helpers/deliverables';
import { sendOverAgent } from './helpers/keep-alive-request';
import { portalClient } from './helpers/portal';
import { diskFixture, multipartRequest, type Part, type StorageFixture } from './helpers/storage';
import { appOn, createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Issue 24: a refused upload (413 over MAX_UPLOAD_MB, 415 for a program named .pdf), on the
 * owner's deliverable upload and the portal's, must not cost the client's next request on the
 * same keep-alive connection. A real server and one socket at a time (`maxSockets: 1`): the
 * refusal arrives whole, and the request after it gets its answer, however the server ends the
 * first exchange (reading the rest, or `Connection: close` so the client opens a new socket).
 */
let t: TestApp;
let files: StorageFixture;
let server: ReturnType<typeof serve>;
let port: number;
let ownerCookie: string;
let clientId: string;
let stageId: string;
let portal: Awaited<ReturnType<typeof portalClient>>;

beforeAll(async () => {
  t = await createTestApp();
  files = await diskFixture();
  const app = appOn(t.db, { storage: files.storage });
  ownerCookie = (await signUpOwner(app)).cookie;
  const legal = await legalClient(app, ownerCookie);
  clientId = legal.client.id;
  stageId = legal.milestones[0]?.stageId ?? '';
  portal = await portalClient(app, ownerCookie);
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as net.AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  await files.close();
});

/** One request through `agent`, with the owner's cookie when given. */
const send = (
  agent: http.Agent,
  method: string,
  path: string,
  body?: { bytes: Buffer; type: string },
  cookie?: string,
) =>
  sendOverAgent(port, agent, method, path, {
    body: body?.bytes,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': body.type } : {}) },
  });

async function multipart(parts: Part[]): Promise<{ bytes: Buffer; type: string }> {
  const request = multipartRequest('/', parts);
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

/** 26 MB of PDF-looking bytes: one past the default 25 MB limit. */
const TOO_LARGE = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(megabytes(26), 0x61)]);
/** A 2 MB Windows program ("MZ" header) that calls itself a PDF. */
const PROGRAM = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(megabytes(2), 0)]);

const tooLarge = { error: { code: 'FILE_TOO_LARGE', message: fileTooLargeMessage(megabytes(25)) } };
const unsupported = { error: { code: 'UNSUPPORTED_FILE_TYPE', message: UPLOAD_MESSAGES.unsupportedType } };

describe('a refused upload, then another request on the same keep-alive connection', () => {
  const cases = [
    {
      name: 'a 26 MB file',
      file: () => filePart('big.pdf', TOO_LARGE, 'application/pdf'),
      answer: tooLarge,
      status: 413,
    },
    {
      name: 'a 2 MB program named .pdf',
      file: () => filePart('invoice.pdf', PROGRAM, 'application/pdf'),
      answer: unsupported,
      status: 415,
    },
  ];
  for (const { name, file, answer, status } of cases) {
    it(`${name} to the owner's deliverable upload (${status})`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const body = await multipart([fieldPart('stageId', stageId), file()]);
        const refused = await send(agent, 'POST', `/api/clients/${clientId}/deliverables/uploads`, body, ownerCookie);
        // The rest of the body was never read: the answer says so, and the client does not reuse the socket.
        expect(refused).toEqual({ status, connection: 'close', json: answer });
        const next = await send(agent, 'GET', `/api/clients/${clientId}/deliverables`, undefined, ownerCookie);
        expect(next.status).toBe(200);
      } finally {
        agent.destroy();
      }
    });

    it(`${name} to the portal's upload (${status})`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const body = await multipart([
          fieldPart('stageId', portal.stages.intake),
          fieldPart('fieldId', 'brief'),
          file(),
        ]);
        const refused = await send(agent, 'POST', `/api/portal/${portal.token}/uploads`, body);
        // The rest of the body was never read: the answer says so, and the client does not reuse the socket.
        expect(refused).toEqual({ status, connection: 'close', json: answer });
        const draft = Buffer.from(JSON.stringify({ answers: { full_name: 'Jo' } }));
        const next = await send(agent, 'PUT', `/api/portal/${portal.token}/stages/${portal.stages.intake}/draft`, {
          bytes: draft,
          type: 'application/json',
        });
        expect(next.status).toBe(200);
      } finally {
        agent.destroy();
      }
    });
  }
});
