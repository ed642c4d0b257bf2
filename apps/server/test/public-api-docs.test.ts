import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOn, createTestApp, type TestApp } from './helpers/test-app';

/** The public API's own OpenAPI document and the reference page that shows it, served offline. */
let t: TestApp;
let app: ReturnType<typeof appOn>;
beforeAll(async () => {
  t = await createTestApp();
  app = appOn(t.db);
});
afterAll(() => t.close());

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const docPath = (path: string) => path.replaceAll(/\/:([^/]+)/g, '/{$1}');

interface Doc {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, { security?: unknown; description?: string; 'x-codeSamples'?: unknown[] }>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}
const v1Doc = async () => (await (await app.request('/api/v1/openapi.json')).json()) as Doc;

describe('/api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await v1Doc();
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('lists every /api/v1 route the app serves, and only those, each with the key scheme and a curl example', async () => {
    const doc = await v1Doc();
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const served = new Set(
      app.routes
        .filter((r) => METHODS.has(r.method) && r.path.startsWith('/api/v1/'))
        .map((r) => `${r.method} ${docPath(r.path)}`),
    );
    served.delete('GET /api/v1/openapi.json');
    expect([...listed].sort()).toEqual([...served].sort());
    expect(listed.sort()).toEqual(
      [
        'GET /api/v1/clients',
        'POST /api/v1/clients',
        'GET /api/v1/clients/{id}',
        'PATCH /api/v1/clients/{id}',
        'POST /api/v1/clients/{id}/archive',
        'POST /api/v1/clients/{id}/invitation',
        'POST /api/v1/clients/{id}/deliverables',
        'GET /api/v1/me',
        'GET /api/v1/events',
        'GET /api/v1/clients/{id}/contacts',
        'POST /api/v1/clients/{id}/contacts',
        'GET /api/v1/journeys',
        'GET /api/v1/journeys/{id}',
        'GET /api/v1/submissions',
        'GET /api/v1/submissions/{id}',
        'GET /api/v1/testimonials',
        'GET /api/v1/testimonials/{id}',
        'POST /api/v1/testimonials/{id}/approve',
        'POST /api/v1/testimonials/{id}/reject',
        'POST /api/v1/webhooks',
        'DELETE /api/v1/webhooks/{id}',
        'GET /api/v1/agreements',
        'GET /api/v1/agreements/{id}/final',
        'GET /api/v1/invoices',
        'GET /api/v1/invoices/{id}',
        'GET /api/v1/invoices/{id}/pdf',
      ].sort(),
    );
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) {
        expect(op.security).toEqual([{ apiKey: [] }]);
        expect(op.description).toContain('curl');
        expect(op['x-codeSamples']).toHaveLength(1);
      }
    }
    // The owner API's document does not list them.
    const main = (await (await app.request('/api/openapi.json')).json()) as Doc;
    expect(Object.keys(main.paths).filter((p) => p.startsWith('/api/v1'))).toEqual([]);
  });

  it('carries the guide: authentication, limits, idempotency, pagination and the verification recipes', async () => {
    const { info } = await v1Doc();
    for (const part of [
      'Authorization: Bearer',
      'RateLimit-Policy',
      'Idempotency-Key',
      'next_cursor',
      'webhook-signature',
    ]) {
      expect(info.description).toContain(part);
    }
    expect(info.description).toContain("from 'node:crypto'");
    expect(info.description).toContain('hmac.compare_digest');
  });
});

describe('/docs/api', () => {
  it('serves a page with no inline script, whose scripts and styles load from this server', async () => {
    const res = await app.request('/docs/api');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/docs\/api\//);
      expect(body?.trim()).toBe('');
    }
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.every((a) => a.startsWith('/docs/api/'))).toBe(true);
    for (const asset of assets) {
      const file = await app.request(asset);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type'), asset).toMatch(asset.endsWith('.css') ? /text\/css/ : /javascript/);
      expect((await file.arrayBuffer()).byteLength, asset).toBeGreaterThan(100);
    }
    const init = await (await app.request('/docs/api/init.js')).text();
    expect(init).toContain('/api/v1/openapi.json');
  });

  it('serves only its own assets', async () => {
    expect((await app.request('/docs/api/assets/package.json')).status).toBe(404);
    expect((await app.request('/docs/api/assets/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});
