import http from 'node:http';
import net from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A real HTTP server over the app: the 413 must leave a keep-alive client a usable connection pool. */
let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const OVERSIZED = 'a'.repeat(2 * 1024 * 1024);

describe('an oversized body', () => {
  it('gets a complete 413 with Connection: close, and the keep-alive client’s next request succeeds', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': body.length };
        const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      for (let i = 0; i < 3; i++) {
        const tooLarge = await send('POST', '/api/journeys', OVERSIZED);
        expect(tooLarge.status).toBe(413);
        expect(tooLarge.connection).toBe('close');
        expect(JSON.parse(tooLarge.body)).toEqual({
          error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
        });
        // Before the fix the agent reused the dropped socket here: ECONNRESET.
        expect((await send('GET', '/api/health')).status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it.each(['content-length', 'chunked'])(
    'sent with %s: the server ends the socket cleanly after the answer',
    async (framing) => {
      const socket = net.connect(port, '127.0.0.1');
      const received: Buffer[] = [];
      let error: Error | null = null;
      socket.on('data', (chunk) => received.push(chunk));
      socket.on('error', (err) => {
        error = err;
      });
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const head =
        'POST /api/journeys HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Type: application/json\r\n';
      if (framing === 'content-length') {
        socket.write(`${head}Content-Length: ${OVERSIZED.length}\r\n\r\n`);
        socket.write(OVERSIZED, () => {});
      } else {
        socket.write(`${head}Transfer-Encoding: chunked\r\n\r\n`);
        const chunk = 'a'.repeat(64 * 1024);
        for (let i = 0; i < 32; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`, () => {});
        socket.write('0\r\n\r\n', () => {});
      }
      await closed;
      const raw = Buffer.concat(received).toString('utf8');
      const [headText = '', body = ''] = raw.split('\r\n\r\n');
      expect(headText).toMatch(/^HTTP\/1\.1 413 /);
      expect(headText.toLowerCase()).toContain('connection: close');
      expect(headText.toLowerCase()).not.toContain('keep-alive');
      const length = Number(/content-length: (\d+)/i.exec(headText)?.[1]);
      expect(Buffer.byteLength(body)).toBe(length);
      expect(JSON.parse(body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
      expect(error).toBeNull();
    },
  );
});
