import { ANALYTICS_MESSAGES, ERROR_CODES } from '@bloom/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fails } from './helpers/journeys';
import { appOn, createTestApp, fromAddress, jsonRequest, PUBLIC_URL, type TestApp } from './helpers/test-app';

/** The landing page's anonymous events: POST /api/analytics/visit and /api/analytics/cta (docs/decisions/015). */

let t: TestApp;
let app: TestApp['app'];
let n = 0;
/** Each request from its own address unless a test says otherwise, so the limit stays out of the way. */
const nextAddress = () => `198.51.100.${++n}`;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
}, 120_000);
afterAll(() => t.close());

const send = (
  path: 'visit' | 'cta',
  body: unknown,
  init: { address?: string; headers?: Record<string, string> } = {},
) =>
  app.request(
    `/api/analytics/${path}`,
    jsonRequest('POST', body, init.headers),
    fromAddress(init.address ?? nextAddress()),
  );

const rows = async () => ({
  visits: await t.db.selectFrom('landing_visits').selectAll().execute(),
  clicks: await t.db.selectFrom('cta_clicks').selectAll().execute(),
});
const counts = async () => {
  const r = await rows();
  return { visits: r.visits.length, clicks: r.clicks.length };
};

describe('tracking landing events', () => {
  it('stores a visit with the referrer host only, the user agent cut to 300 characters, and no IP address', async () => {
    const agent = `Mozilla/5.0 (X11; Linux x86_64) ${'x'.repeat(400)}`;
    const res = await send(
      'visit',
      {
        plan: 'try',
        variant: 'b',
        sessionId: 'tab-visit-1',
        referrer: 'https://www.google.com/search?q=client+portal',
      },
      { address: '203.0.113.77', headers: { 'user-agent': agent } },
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const row = await t.db
      .selectFrom('landing_visits')
      .selectAll()
      .where('session_id', '=', 'tab-visit-1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      subdomain: 'try',
      message_variant: 'b',
      referrer: 'www.google.com',
      user_agent: agent.slice(0, 300),
    });
    const everything =
      JSON.stringify(await rows()) + JSON.stringify(await t.db.selectFrom('rate_limits').selectAll().execute());
    expect(everything).not.toContain('203.0.113.77');
  });

  it('stores a CTA click', async () => {
    const res = await send(
      'cta',
      { plan: 'launch', variant: 'd', sessionId: 'tab-click-1' },
      { address: '203.0.113.78' },
    );
    expect(res.status).toBe(204);
    const row = await t.db
      .selectFrom('cta_clicks')
      .selectAll()
      .where('session_id', '=', 'tab-click-1')
      .executeTakeFirst();
    expect(row).toMatchObject({ subdomain: 'launch', message_variant: 'd' });
    expect(JSON.stringify(await t.db.selectFrom('rate_limits').selectAll().execute())).not.toContain('203.0.113.78');
  });

  it('keeps no referrer it cannot read as a web address, and none when there is none', async () => {
    const cases: Array<[unknown, string | null]> = [
      [undefined, null],
      [null, null],
      ['', null],
      ['javascript:alert(1)', null],
      ['android-app://com.google.android.gm/', null],
      ['HTTPS://News.Example.org:8443/a/b?c=d#e', 'news.example.org:8443'],
      ['bloom.example', 'bloom.example'],
    ];
    for (const [i, [referrer, host]] of cases.entries()) {
      const sessionId = `tab-referrer-${i}`;
      expect((await send('visit', { plan: 'start', variant: 'a', sessionId, referrer })).status).toBe(204);
      const row = await t.db
        .selectFrom('landing_visits')
        .select(['referrer', 'user_agent'])
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
      expect(row.referrer, String(referrer)).toBe(host);
      expect(row.user_agent).toBeNull();
    }
  });

  it('refuses unknown plans and variants and malformed events with 400, storing nothing', async () => {
    const before = await counts();
    const good = { plan: 'pro', variant: 'c', sessionId: 'tab-bad' };
    const cases: Array<[unknown, string]> = [
      [{ ...good, plan: 'enterprise' }, ANALYTICS_MESSAGES.unknownPlan],
      [{ ...good, plan: 'PRO' }, ANALYTICS_MESSAGES.unknownPlan],
      [{ ...good, plan: undefined }, ANALYTICS_MESSAGES.unknownPlan],
      [{ ...good, variant: 'e' }, ANALYTICS_MESSAGES.unknownVariant],
      [{ ...good, variant: 'A' }, ANALYTICS_MESSAGES.unknownVariant],
      [{ ...good, variant: 1 }, ANALYTICS_MESSAGES.unknownVariant],
      [{ ...good, sessionId: '' }, ANALYTICS_MESSAGES.badSessionId],
      [{ ...good, sessionId: 'x'.repeat(101) }, ANALYTICS_MESSAGES.badSessionId],
      [{ ...good, sessionId: 'tab 1' }, ANALYTICS_MESSAGES.badSessionId],
      [{ ...good, sessionId: undefined }, ANALYTICS_MESSAGES.badSessionId],
    ];
    for (const [body, message] of cases) {
      await fails(send('visit', body), 400, message);
      await fails(send('cta', body), 400, message);
    }
    await fails(
      send('visit', { ...good, referrer: `https://a.example/${'x'.repeat(2048)}` }),
      400,
      ANALYTICS_MESSAGES.badReferrer,
    );
    const broken = await app.request(
      '/api/analytics/visit',
      { method: 'POST', body: '{"plan":' },
      fromAddress(nextAddress()),
    );
    expect(broken.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('takes a same-origin sendBeacon body (text/plain JSON); a cross-site one is refused', async () => {
    const beacon = (origin: string, site: string, sessionId: string) =>
      app.request(
        `${PUBLIC_URL}/api/analytics/cta`,
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'sec-fetch-site': site },
          body: JSON.stringify({ plan: 'start', variant: 'a', sessionId }),
        },
        fromAddress(nextAddress()),
      );
    expect((await beacon(PUBLIC_URL, 'same-origin', 'tab-beacon')).status).toBe(204);
    const cross = await beacon('https://elsewhere.example', 'cross-site', 'tab-beacon-cross');
    expect(cross.status).toBe(403);
    const stored = await t.db
      .selectFrom('cta_clicks')
      .select('session_id')
      .where('session_id', 'in', ['tab-beacon', 'tab-beacon-cross'])
      .execute();
    expect(stored.map((r) => r.session_id)).toEqual(['tab-beacon']);
  });

  it('limits a flood from one address to 120 events in 10 minutes (429), visits and clicks together', async () => {
    const flooded = await createTestApp();
    try {
      const event = { plan: 'start', variant: 'a', sessionId: 'tab-flood' };
      const hit = (path: string, address = '192.0.2.50') =>
        flooded.app.request(`/api/analytics/${path}`, jsonRequest('POST', event), fromAddress(address));
      for (let i = 0; i < 120; i++) {
        expect((await hit(i % 2 ? 'visit' : 'cta')).status, `event ${i + 1}`).toBe(204);
      }
      const limited = await hit('visit');
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe(ERROR_CODES.TOO_MANY_REQUESTS);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await hit('cta')).status).toBe(429);
      // Another address has its own budget.
      expect((await hit('cta', '192.0.2.51')).status).toBe(204);
      const stored = await sql<{ n: number }>`
        SELECT (SELECT count(*) FROM landing_visits)::int + (SELECT count(*) FROM cta_clicks)::int AS n
      `.execute(flooded.db);
      expect(stored.rows[0]?.n).toBe(121);
      // RATE_LIMIT_SCALE raises it.
      const scaled = appOn(flooded.db, { rateLimitScale: 2 });
      const more = await scaled.request('/api/analytics/visit', jsonRequest('POST', event), fromAddress('192.0.2.50'));
      expect(more.status).toBe(204);
    } finally {
      await flooded.close();
    }
  });

  it('answers 204 when storing fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sql`ALTER TABLE cta_clicks ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`.execute(t.db);
    try {
      const res = await send('cta', { plan: 'start', variant: 'a', sessionId: 'tab-failing' });
      expect(res.status).toBe(204);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('[analytics]'), expect.any(String));
    } finally {
      await sql`ALTER TABLE cta_clicks DROP CONSTRAINT refuse_all`.execute(t.db);
      logged.mockRestore();
    }
    expect(await t.db.selectFrom('cta_clicks').where('session_id', '=', 'tab-failing').selectAll().execute()).toEqual(
      [],
    );
  });
});

describe('GET /api/site', () => {
  it('answers the support email: SUPPORT_EMAIL, or the default for PUBLIC_URL', async () => {
    const site = await app.request('/api/site');
    expect(site.status).toBe(200);
    expect(await site.json()).toEqual({ supportEmail: 'support@example.com' });
    const configured = await appOn(t.db, { supportEmail: 'help@bloom.example' }).request('/api/site');
    expect(await configured.json()).toEqual({ supportEmail: 'help@bloom.example' });
    const derived = await appOn(t.db, { publicUrl: 'https://www.bloom.example' }).request('/api/site');
    expect(await derived.json()).toEqual({ supportEmail: 'support@bloom.example' });
  });
});
