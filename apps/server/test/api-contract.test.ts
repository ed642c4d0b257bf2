import { API_ROUTES, type ApiRouteContract } from '@bloom/core';
import type { RouteConfig } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskFixture, type StorageFixture } from './helpers/storage';
import { appOn, createTestApp, type TestApp } from './helpers/test-app';

/**
 * Routes are declared once (docs/decisions/019-declared-routes.md): every route the app answers is
 * in /api/openapi.json, and the document and core's contract (API_ROUTES, whose types the web
 * calls with) list the same JSON routes with the very same schemas.
 */
let t: TestApp;
let files: StorageFixture;
let app: ReturnType<typeof appOn>;

beforeAll(async () => {
  files = await diskFixture();
  t = await createTestApp();
  // Storage, admin emails and the test billing provider: every optional router is mounted.
  app = appOn(t.db, { storage: files.storage, adminEmails: ['admin@example.com'] });
});
afterAll(async () => {
  await t.close();
  await files.close();
});

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** `/api/clients/:id` as the document writes it: `/api/clients/{id}`. */
const docPath = (path: string) => path.replaceAll(/\/:([^/]+)/g, '/{$1}');

function declaredRoutes(): Map<string, RouteConfig> {
  return new Map(
    app.openAPIRegistry.definitions.flatMap((d) =>
      d.type === 'route' ? [[`${d.route.method.toUpperCase()} ${d.route.path}`, d.route] as const] : [],
    ),
  );
}

const jsonSchemaOf = (part: unknown) =>
  (part as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema;

describe('the declared routes', () => {
  it('serves an OpenAPI 3.1 document listing every route under /api', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const served = new Set(
      app.routes
        .filter((r) => METHODS.has(r.method) && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${docPath(r.path)}`),
    );
    served.delete('GET /api/openapi.json');
    // The public REST API is listed in its own document (modules/integrations/v1/public-api-routes.ts), not this one.
    const v1 = (await (await app.request('/api/v1/openapi.json')).json()) as typeof doc;
    for (const [path, ops] of Object.entries(v1.paths))
      for (const m of Object.keys(ops)) listed.add(`${m.toUpperCase()} ${path}`);
    served.delete('GET /api/v1/openapi.json');
    expect([...served].filter((route) => !listed.has(route)).sort()).toEqual([]);
  });

  it('lists the same JSON routes as the contract the web calls, with the same schemas', () => {
    const declared = declaredRoutes();
    const contract = API_ROUTES as Record<string, ApiRouteContract>;
    for (const [key, entry] of Object.entries(contract)) {
      const route = declared.get(key);
      expect(route, `${key} is in API_ROUTES but not declared`).toBeDefined();
      if (!route) continue;
      const success = route.responses[201] ?? route.responses[200];
      expect(jsonSchemaOf(success), `${key}: answer schema`).toBe(entry.response);
      if (entry.query) expect(route.request?.query, `${key}: query schema`).toBe(entry.query);
      if (entry.body && entry.body !== 'multipart') {
        // jsonBody() pipes the schema into the storable-text net: its input side is the contract's.
        const body = jsonSchemaOf(route.request?.body) as { in?: unknown } | undefined;
        expect(body?.in, `${key}: body schema`).toBe(entry.body);
      }
    }
    const jsonRoutes = [...declared.entries()].filter(([, route]) => {
      const success = route.responses[201] ?? route.responses[200];
      return jsonSchemaOf(success) !== undefined;
    });
    const missing = jsonRoutes.map(([key]) => key).filter((key) => !(key in contract));
    expect(missing, 'declared JSON routes missing from API_ROUTES').toEqual([]);
  });
});
