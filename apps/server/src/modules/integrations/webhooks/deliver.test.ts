import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, MAX_RESPONSE_BYTES, STOPPED_ERROR } from './deliver';
import { completeBody } from './delivery-job';
import { resolveDeliveryTarget } from './ssrf';

let server: http.Server;
let origin: string;
const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/ok': (res) => res.end('thanks'),
  '/huge': (res) => {
    res.writeHead(200);
    // 1 MB, far more than is read: the read stops at 64 KB.
    const chunk = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 16; i++) res.write(chunk);
    res.end();
  },
  '/slow': () => {},
  '/binary': (res) => res.end(Buffer.from([0x61, 0x00, 0x62])),
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => (routes[req.url ?? ''] ?? ((r: http.ServerResponse) => r.writeHead(404).end()))(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function post(path: string, timeoutMs?: number) {
  const target = await resolveDeliveryTarget(`${origin}${path}`, { isProduction: false });
  if (!target.ok) throw new Error(target.reason);
  return deliverWebhook({ target: target.target, body: '{}', headers: { 'webhook-id': 'msg_1' }, timeoutMs });
}

describe('deliverWebhook', () => {
  it('a 2xx succeeds and keeps the answer', async () => {
    expect(await post('/ok')).toMatchObject({
      statusCode: 200,
      succeeded: true,
      responseExcerpt: 'thanks',
      error: null,
    });
  });

  it('reads at most 64 KB and keeps the first 1 KB', async () => {
    const result = await post('/huge');
    expect(result).toMatchObject({ statusCode: 200, succeeded: true, error: null });
    expect(result.responseExcerpt).toBe('x'.repeat(1024));
    expect(MAX_RESPONSE_BYTES).toBe(65536);
  });

  it('gives up after the timeout with no status', async () => {
    const result = await post('/slow', 300);
    expect(result).toMatchObject({ statusCode: null, succeeded: false, error: 'timed out after 0.3 s' });
    expect(result.durationMs).toBeGreaterThanOrEqual(250);
  });

  it('ends at once when the worker stops, as a failure that says so (issue 31)', async () => {
    const target = await resolveDeliveryTarget(`${origin}/slow`, { isProduction: false });
    if (!target.ok) throw new Error(target.reason);
    const stop = new AbortController();
    const pending = deliverWebhook({ target: target.target, body: '{}', headers: {}, signal: stop.signal });
    setTimeout(() => stop.abort(), 100);
    const result = await pending;
    expect(result).toMatchObject({ statusCode: null, succeeded: false, error: STOPPED_ERROR });
    expect(result.durationMs).toBeLessThan(2_000);
    // Already stopped: not even sent.
    const late = await deliverWebhook({ target: target.target, body: '{}', headers: {}, signal: stop.signal });
    expect(late).toMatchObject({ succeeded: false, error: STOPPED_ERROR });
  });

  it('a 404 fails; a NUL byte in the answer is kept printable', async () => {
    expect(await post('/nope')).toMatchObject({ statusCode: 404, succeeded: false, error: 'HTTP 404' });
    expect((await post('/binary')).responseExcerpt).toBe('a\uFFFDb');
  });

  it('a refused connection is a failure with its code', async () => {
    const target = await resolveDeliveryTarget('http://127.0.0.1:1/', { isProduction: false });
    if (!target.ok) throw new Error(target.reason);
    const result = await deliverWebhook({ target: target.target, body: '{}', headers: {} });
    expect(result).toMatchObject({
      statusCode: null,
      succeeded: false,
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });
});

describe('completeBody', () => {
  it('makes relative portal links absolute on the client and the milestone shapes, and leaves the rest as is', () => {
    const client = JSON.stringify({ type: 'client.created', timestamp: 't', data: { id: 'c', portal_url: '/c/tok' } });
    expect(JSON.parse(completeBody(client, 'https://app.example.com/')).data.portal_url).toBe(
      'https://app.example.com/c/tok',
    );
    const milestone = JSON.stringify({
      type: 'milestone.reached',
      timestamp: 't',
      data: { client: { portal_url: '/c/x' }, stage: {} },
    });
    expect(JSON.parse(completeBody(milestone, 'https://a.test')).data.client.portal_url).toBe('https://a.test/c/x');
    const done = '{"type":"client.created","data":{"portal_url":"https://a.test/c/x"}}';
    expect(completeBody(done, 'https://b.test')).toBe(done);
  });
});
