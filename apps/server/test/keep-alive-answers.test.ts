import http from 'node:http';
import type net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KeepAliveRequest, sendOverAgent } from './helpers/keep-alive-request';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Answers given before the request's body was read, on a real server and ONE keep-alive
 * connection: each must arrive whole, and the connection must stay usable. Before the fix the
 * server dropped the socket 500 ms after such an answer, under the client's next request
 * ("other side closed").
 */
let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
let connections = 0;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const JSON_100_KB = JSON.stringify({ name: 'a'.repeat(100 * 1024) });
const DEEP_ARRAY = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const CROSS_SITE = { error: { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not allowed' } };
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found' } };

/** One request through `agent`, a JSON body sent as such. */
const send = (agent: http.Agent, method: string, path: string, request: KeepAliveRequest) =>
  sendOverAgent(port, agent, method, path, {
    ...request,
    headers: request.body === undefined ? request.headers : { 'content-type': 'application/json', ...request.headers },
  });

describe('answers given before the body is read, on one keep-alive connection', () => {
  it('all arrive whole, and the connection stays open for the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const before = connections;
    const cases: [string, string, Parameters<typeof send>[3], number, unknown][] = [
      ['POST', '/api/unknown', { body: JSON_100_KB, headers: { origin: 'https://evil.example' } }, 403, CROSS_SITE],
      ['PUT', '/api/unknown', { body: DEEP_ARRAY, headers: { 'sec-fetch-site': 'cross-site' } }, 403, CROSS_SITE],
      ['PROPFIND', '/api/unknown', { body: JSON_100_KB }, 404, NOT_FOUND],
      ['PURGE', '/api/unknown', { body: DEEP_ARRAY }, 404, NOT_FOUND],
      ['PATCH', '/api/health', { body: DEEP_ARRAY }, 404, NOT_FOUND],
      [
        'POST',
        '/api/journeys',
        { body: JSON_100_KB },
        401,
        { error: { code: 'AUTH_REQUIRED', message: 'You must be logged in' } },
      ],
      // The body comes after the answer would have: the server waits for it rather than dropping the socket.
      [
        'POST',
        '/api/unknown',
        { body: JSON_100_KB, headers: { origin: 'https://evil.example' }, bodyDelayMs: 700 },
        403,
        CROSS_SITE,
      ],
    ];
    try {
      for (const [method, path, request, status, json] of cases) {
        const answer = await send(agent, method, path, request);
        expect({ method, path, ...answer }).toEqual({ method, path, status, connection: 'keep-alive', json });
      }
      // Longer than the 500 ms after which the old drain gave up and closed the socket.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const health = await send(agent, 'GET', '/api/health', {});
      expect(health.status).toBe(200);
      expect(connections - before).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('a body too long to read first: the answer says Connection: close and still arrives whole', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = JSON.stringify({ name: 'a'.repeat(1024 * 1024) });
      const refused = await send(agent, 'POST', '/api/unknown', { body, headers: { origin: 'https://evil.example' } });
      expect(refused).toEqual({ status: 403, connection: 'close', json: CROSS_SITE });
      expect((await send(agent, 'GET', '/api/health', {})).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
