import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOn, createTestApp, jsonRequest, type TestApp, uniqueEmail } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('reports the database in /api/health', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it("sends OWASP's REST security headers on JSON answers and on errors", async () => {
    for (const path of ['/api/health', '/api/nope', '/api/me']) {
      const res = await t.app.request(path);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      // Nothing may load from a JSON answer, nor frame it.
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // The headers only a document needs stay off the API's answers.
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });

  it('sends the whole set on pages', async () => {
    const res = await t.app.request('/docs/api');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('refuses state-changing requests from another site and changes nothing', async () => {
    const email = uniqueEmail('csrf');
    const body = { name: 'Eve', email, password: 'Sunflower#2026' };
    const fromOrigin = await t.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', body, { origin: 'https://evil.example' }),
    );
    expect(fromOrigin.status).toBe(403);
    expect(await fromOrigin.json()).toEqual({
      error: { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not allowed' },
    });
    const fromFetchSite = await t.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', body, { 'sec-fetch-site': 'cross-site' }),
    );
    expect(fromFetchSite.status).toBe(403);
    const users = await t.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(0);

    const sameSite = await t.app.request(
      '/api/auth/sign-up/email',
      jsonRequest('POST', body, { origin: 'http://localhost:3000', host: 'localhost:3000' }),
    );
    expect(sameSite.status).toBe(200);
  });

  it('without PUBLIC_URL, takes the host the request came to as its own origin', async () => {
    const unconfigured = appOn(t.db, { publicUrl: null });
    const signOut = (app: ReturnType<typeof appOn>, url: string, headers: Record<string, string>) =>
      app.request(`${url}/api/auth/sign-out`, jsonRequest('POST', {}, headers));
    expect((await signOut(unconfigured, 'http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3000' })).status).toBe(
      200,
    );
    expect((await signOut(unconfigured, 'http://127.0.0.1:3000', { origin: 'http://localhost:3000' })).status).toBe(
      403,
    );
    // Behind a trusted proxy the browser's origin is the forwarded host.
    const proxyHeaders = { origin: 'https://bloom.example.org', 'x-forwarded-host': 'bloom.example.org' };
    expect((await signOut(unconfigured, 'http://10.0.0.7:3000', proxyHeaders)).status).toBe(403);
    const proxied = appOn(t.db, { publicUrl: null, trustProxy: 1 });
    expect((await signOut(proxied, 'http://10.0.0.7:3000', proxyHeaders)).status).toBe(200);
  });

  it('seeds the ten built-in journeys with stable step ids, idempotently', async () => {
    const templates = await t.db
      .selectFrom('flow_templates')
      .select(['id', 'name'])
      .where('is_default', '=', true)
      .execute();
    expect(templates).toHaveLength(10);
    const steps = await t.db
      .selectFrom('flow_steps')
      .select('id')
      .where('template_id', '=', 'builtin-legal')
      .orderBy('step_order')
      .execute();
    expect(steps[0]?.id).toBe('builtin-legal-step-1');
    const { seedBuiltinJourneys } = await import('../src/modules/journeys/seed-builtin-journeys');
    await t.db.deleteFrom('app_meta').execute();
    await seedBuiltinJourneys(t.db);
    const again = await t.db.selectFrom('flow_templates').select('id').where('is_default', '=', true).execute();
    expect(again).toHaveLength(10);
  });
});

describe('bad input never gets a 5xx', () => {
  it.each([
    ['POST', '/api/auth/sign-in/email', '[]'],
    ['POST', '/api/auth/sign-in/email', '"text"'],
    ['POST', '/api/auth/sign-in/email', '{"email":42,"password":true}'],
    ['POST', '/api/auth/sign-up/email', 'null'],
    ['POST', '/api/auth/request-password-reset', '{}'],
    ['POST', '/api/auth/reset-password', '{"token":"","newPassword":"x"}'],
    ['POST', '/api/auth/reset-password', '{"token":"nope","newPassword":"Evergreen$2027"}'],
    ['GET', '/api/password-reset/verify', undefined],
    ['GET', '/api/auth/unknown-endpoint', undefined],
  ])('%s %s %s answers a 4xx with a message', async (method, path, body) => {
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.message.length).toBeGreaterThan(0);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'a@example.com', password: 'x'.repeat(1024 * 1024) }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
  });

  it('treats signing out without a session as done', async () => {
    const res = await t.app.request('/api/auth/sign-out', jsonRequest('POST', {}));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
  });
});
