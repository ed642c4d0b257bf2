import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_WIDGET_SETTINGS,
  DEFAULT_WORKSPACE_NAME,
  MESSAGES,
  PUBLISHING_MESSAGES,
  type PublicWidget,
  type TestimonialStatus,
} from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_RULE } from '../src/modules/publishing/address-limiter';
import { PUBLIC_MISS_RULE } from '../src/modules/publishing/public-publishing';
import { VERSION_TRUST_MS } from '../src/modules/publishing/recent-check';
import { fails, ok, workspaceOf } from './helpers/journeys';
import { callPortal, portalClient } from './helpers/portal';
import { callApi, createWidget, seedTestimonial } from './helpers/publishing';
import { createTestApp, fromAddress, jsonRequest, PUBLIC_URL, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * GET /api/public/widgets/{widgetId} (issue 21): exactly the published testimonials' public
 * fields, cached by version with an ETag, open to every site, limited per address.
 */

let t: TestApp;
let app: TestApp['app'];
let stranger: { cookie: string; email: string };
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  stranger = await signUpOwner(app);
}, 120_000);
afterAll(() => t.close());

/** Each call from its own address unless given one, so the per-address limits stay out of the way. */
const nextAddress = () => `10.61.${(addresses >> 8) & 255}.${addresses++ & 255}`;
const fetchWidget = (id: string, headers: Record<string, string> = {}, address = nextAddress()) =>
  app.request(`/api/public/widgets/${id}`, { headers }, fromAddress(address));
const read = async (id: string) => ok<PublicWidget>(fetchWidget(id));
const quotes = async (id: string) => (await read(id)).testimonials.map((q) => q.quote);
const MISSING = '00000000-0000-4000-8000-0000000000bb';

describe('what is published', () => {
  it('shows only approved, permitted, not hidden testimonials of the workspace, public fields only', async () => {
    const own = await signUpOwner(app);
    const statuses: TestimonialStatus[] = ['approved', 'rejected', 'pending'];
    for (const status of statuses) {
      for (const permission of [true, false]) {
        for (const hidden of [false, true]) {
          await seedTestimonial(t, own.cookie, {
            status,
            permission,
            hidden,
            content: `${status} ${permission ? 'permitted' : 'unpermitted'} ${hidden ? 'hidden' : 'shown'}`,
          });
        }
      }
    }
    await seedTestimonial(t, stranger.cookie, { content: 'approved permitted shown, of another workspace' });
    const widget = await createWidget(app, own.cookie, { maxItems: 50, theme: 'auto', showDate: true });
    const answer = await read(widget.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(answer).toEqual({
      widget: {
        id: widget.id,
        layout: 'grid',
        theme: 'auto',
        showRating: true,
        showDate: true,
        brand: { name: DEFAULT_WORKSPACE_NAME, logoUrl: null, primaryColor: DEFAULT_PRIMARY_COLOR, accentColor: null },
      },
      testimonials: [
        {
          quote: 'approved permitted shown',
          name: 'Jo Client',
          title: 'Founder',
          company: 'Plants & Co',
          rating: 5,
          date: today,
        },
      ],
    });
  });

  it('orders pinned first (newest pin first), then newest approval; keeps to maxItems', async () => {
    const own = await signUpOwner(app);
    await seedTestimonial(t, own.cookie, { content: 'old', approvedSecondsAgo: 300 });
    await seedTestimonial(t, own.cookie, { content: 'new', approvedSecondsAgo: 10 });
    await seedTestimonial(t, own.cookie, { content: 'middle', approvedSecondsAgo: 100 });
    await seedTestimonial(t, own.cookie, {
      content: 'pinned long ago',
      approvedSecondsAgo: 900,
      pinnedSecondsAgo: 500,
    });
    await seedTestimonial(t, own.cookie, { content: 'pinned lately', approvedSecondsAgo: 800, pinnedSecondsAgo: 5 });
    const all = await createWidget(app, own.cookie, { maxItems: 10 });
    expect(await quotes(all.id)).toEqual(['pinned lately', 'pinned long ago', 'new', 'middle', 'old']);
    const three = await createWidget(app, own.cookie, { maxItems: 3 });
    expect(await quotes(three.id)).toEqual(['pinned lately', 'pinned long ago', 'new']);
  });

  it('applies a minimum rating (unrated ones are left out) and a hand-picked set', async () => {
    const own = await signUpOwner(app);
    const five = await seedTestimonial(t, own.cookie, { content: 'five', rating: 5, approvedSecondsAgo: 4 });
    await seedTestimonial(t, own.cookie, { content: 'four', rating: 4, approvedSecondsAgo: 3 });
    const three = await seedTestimonial(t, own.cookie, { content: 'three', rating: 3, approvedSecondsAgo: 2 });
    await seedTestimonial(t, own.cookie, { content: 'unrated', rating: null, approvedSecondsAgo: 1 });
    const hiddenPick = await seedTestimonial(t, own.cookie, { content: 'hidden pick', hidden: true });
    const pendingPick = await seedTestimonial(t, own.cookie, { content: 'pending pick', status: 'pending' });
    const foreign = await seedTestimonial(t, stranger.cookie, { content: 'foreign pick' });

    const minFour = await createWidget(app, own.cookie, { selection: { mode: 'min-rating', minRating: 4 } });
    expect(await quotes(minFour.id)).toEqual(['four', 'five']);
    const picked = await createWidget(app, own.cookie, {
      selection: {
        mode: 'picked',
        testimonialIds: [five.id, three.id, hiddenPick.id, pendingPick.id, foreign.id, MISSING],
      },
    });
    expect(await quotes(picked.id)).toEqual(['three', 'five']);
    // Another workspace's widget that picks this workspace's testimonials shows none of them.
    const theirs = await createWidget(app, stranger.cookie, {
      selection: { mode: 'picked', testimonialIds: [five.id, three.id] },
    });
    expect(await quotes(theirs.id)).toEqual([]);
    const rated = (await read(minFour.id)).testimonials.map((q) => q.rating);
    expect(rated).toEqual([4, 5]);
  });

  it('lets no private field out: the whole answer walked, keys and values', async () => {
    const own = await signUpOwner(app, undefined, 'Private Person');
    const workspaceId = await workspaceOf(app, own.cookie);
    const seeded = await seedTestimonial(t, own.cookie, { content: 'Worth every penny.' });
    await t.db
      .updateTable('projects')
      .set({ name: 'Secret project name', client_email: 'secret.client@example.com', notes: 'private notes' })
      .where('id', '=', seeded.projectId)
      .execute();
    const sha = 'a'.repeat(64);
    await t.db
      .updateTable('workspaces')
      .set({ name: 'Studio Nord', logo_url: `/api/logos/${sha}.png`, contact_email: 'studio@example.com' })
      .where('id', '=', workspaceId)
      .execute();
    const widget = await createWidget(app, own.cookie);
    const res = await fetchWidget(widget.id);
    const text = await res.text();
    const answer = JSON.parse(text) as PublicWidget;
    expect(answer.widget.brand).toEqual({
      name: 'Studio Nord',
      logoUrl: `${PUBLIC_URL}/api/logos/${sha}.png`,
      primaryColor: DEFAULT_PRIMARY_COLOR,
      accentColor: null,
    });

    const allowed = new Set([
      'widget',
      'id',
      'layout',
      'theme',
      'showRating',
      'showDate',
      'brand',
      'name',
      'logoUrl',
      'primaryColor',
      'accentColor',
      'testimonials',
      'quote',
      'title',
      'company',
      'rating',
      'date',
    ]);
    const secrets = [
      own.email,
      'secret.client@example.com',
      'studio@example.com',
      'Secret project name',
      'private notes',
      'Private Person',
      seeded.id,
      seeded.projectId,
      workspaceId,
    ];
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) {
        value.forEach((v, i) => {
          walk(v, `${where}[${i}]`);
        });
        return;
      }
      if (value && typeof value === 'object') {
        for (const [key, v] of Object.entries(value)) {
          expect(allowed.has(key), `${where}.${key} is not a public field`).toBe(true);
          walk(v, `${where}.${key}`);
        }
        return;
      }
      if (typeof value !== 'string') return;
      for (const secret of secrets) expect(value.includes(secret), `${where} holds ${secret}`).toBe(false);
      // The widget's own id is the only uuid that leaves.
      if (where !== '$.widget.id') expect(value, where).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
    };
    walk(answer, '$');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(answer.testimonials).toHaveLength(1);
  });

  it('sends a hostile testimonial as data: verbatim JSON text, never HTML', async () => {
    const own = await signUpOwner(app);
    const hostile = '<script>alert(1)</script> "><img src=x onerror=alert(1)>';
    await seedTestimonial(t, own.cookie, { content: hostile, clientName: '<b>Eve</b>' });
    const widget = await createWidget(app, own.cookie);
    const res = await fetchWidget(widget.id);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const answer = (await res.json()) as PublicWidget;
    expect(answer.testimonials[0]).toMatchObject({ quote: hostile, name: '<b>Eve</b>' });
  });
});

describe('caching', () => {
  it('answers with Cache-Control and an ETag, then 304 without a body; a change gives a new ETag', async () => {
    const own = await signUpOwner(app);
    await seedTestimonial(t, own.cookie, { content: 'First words.' });
    const widget = await createWidget(app, own.cookie);
    const first = await fetchWidget(widget.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await fetchWidget(widget.id, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await fetchWidget(widget.id, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await fetchWidget(widget.id, { 'if-none-match': '"other"' })).status).toBe(200);
    const head = await app.request(`/api/public/widgets/${widget.id}`, { method: 'HEAD' }, fromAddress(nextAddress()));
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');

    // Each kind of change moves the ETag: a new testimonial, the brand, the widget's own settings.
    const tags = [etag];
    const tagNow = async () => {
      const res = await fetchWidget(widget.id, { 'if-none-match': tags.at(-1) ?? '' });
      expect(res.status).toBe(200);
      const tag = res.headers.get('etag') ?? '';
      expect(tags).not.toContain(tag);
      tags.push(tag);
      return (await res.json()) as PublicWidget;
    };
    await seedTestimonial(t, own.cookie, { content: 'Second words.' });
    // Written straight into the database, as another instance would: seen once the checked version is due again.
    await outsideWriteSeen();
    expect((await tagNow()).testimonials.map((q) => q.quote)).toEqual(['Second words.', 'First words.']);
    await ok(app.request('/api/workspace', jsonRequest('PATCH', { primaryColor: '#FF0088' }, { cookie: own.cookie })));
    expect((await tagNow()).widget.brand.primaryColor).toBe('#ff0088');
    await ok(
      callApi(app, own.cookie, 'PATCH', `/widgets/${widget.id}`, {
        settings: { ...DEFAULT_WIDGET_SETTINGS, layout: 'list' },
      }),
    );
    expect((await tagNow()).widget.layout).toBe('list');
    // No change, no new ETag.
    expect((await fetchWidget(widget.id, { 'if-none-match': tags.at(-1) ?? '' })).status).toBe(304);
  });

  it('removes a testimonial at once when it is rejected, un-approved or hidden (new ETag each time)', async () => {
    const own = await signUpOwner(app);
    // Written in the portal and approved by the owner, as in real use.
    const { token, stages, client } = await portalClient(app, own.cookie);
    await ok(
      callPortal(app, token, 'POST', `/stages/${stages.testimonial}/submit`, {
        answers: { rating: 5, testimonial: 'Through the portal.', share_permission: true },
      }),
    );
    const { id } = await t.db
      .selectFrom('testimonials')
      .select('id')
      .where('project_id', '=', client.id)
      .executeTakeFirstOrThrow();
    const widget = await createWidget(app, own.cookie);
    expect(await quotes(widget.id)).toEqual([]);
    const moderate = (to: 'approve' | 'reject') =>
      ok(app.request(`/api/testimonials/${id}/${to}`, jsonRequest('POST', undefined, { cookie: own.cookie })));
    const etagOf = async () => (await fetchWidget(widget.id)).headers.get('etag');

    await moderate('approve');
    expect(await quotes(widget.id)).toEqual(['Through the portal.']);
    const approvedTag = await etagOf();
    await moderate('reject');
    expect(await quotes(widget.id)).toEqual([]);
    expect(await etagOf()).not.toBe(approvedTag);

    await moderate('approve');
    expect(await quotes(widget.id)).toEqual(['Through the portal.']);
    // The client edits it: back to pending, off the widget until approved again.
    await ok(
      callPortal(app, token, 'POST', `/stages/${stages.testimonial}/submit`, {
        answers: { rating: 4, testimonial: 'Edited words.', share_permission: true },
      }),
    );
    expect(await quotes(widget.id)).toEqual([]);
    await moderate('approve');
    expect(await quotes(widget.id)).toEqual(['Edited words.']);
    // The client withdraws the permission.
    await ok(
      callPortal(app, token, 'POST', `/stages/${stages.testimonial}/submit`, {
        answers: { rating: 4, testimonial: 'Edited words.', share_permission: false },
      }),
    );
    await moderate('approve');
    expect(await quotes(widget.id)).toEqual([]);
    await t.db.updateTable('testimonials').set({ publish_permission: true }).where('id', '=', id).execute();
    await outsideWriteSeen();
    expect(await quotes(widget.id)).toEqual(['Edited words.']);
    await ok(callApi(app, own.cookie, 'PATCH', `/testimonials/${id}/publishing`, { hidden: true }));
    expect(await quotes(widget.id)).toEqual([]);
  });
});

describe('a deleted client', () => {
  it("takes its testimonial off the widget at once (the client's delete moves the version)", async () => {
    const own = await signUpOwner(app);
    await seedTestimonial(t, own.cookie, { content: 'Kept.' });
    const gone = await seedTestimonial(t, own.cookie, { content: 'Going away.', approvedSecondsAgo: 5 });
    const widget = await createWidget(app, own.cookie);
    expect(await quotes(widget.id)).toEqual(['Kept.', 'Going away.']);
    const before = (await fetchWidget(widget.id)).headers.get('etag');
    await ok(app.request(`/api/clients/${gone.projectId}`, { method: 'DELETE', headers: { cookie: own.cookie } }));
    expect(await quotes(widget.id)).toEqual(['Kept.']);
    expect((await fetchWidget(widget.id)).headers.get('etag')).not.toBe(before);
  });
});

describe('public access', () => {
  it('is open to every site: CORS on answers, errors and the preflight; no cookie read or set', async () => {
    const own = await signUpOwner(app);
    await seedTestimonial(t, own.cookie);
    const widget = await createWidget(app, own.cookie);
    const res = await fetchWidget(widget.id, { origin: 'https://client-site.example', cookie: own.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.getSetCookie()).toEqual([]);

    const notModified = await fetchWidget(widget.id, { 'if-none-match': res.headers.get('etag') ?? '' });
    expect(notModified.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await fetchWidget(MISSING, { origin: 'https://client-site.example' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect(missing.headers.getSetCookie()).toEqual([]);

    const preflight = await app.request(
      `/api/public/widgets/${widget.id}`,
      {
        method: 'OPTIONS',
        headers: {
          origin: 'https://client-site.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match',
        },
      },
      fromAddress(nextAddress()),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
  });

  it('answers 404 for an unknown, deleted or malformed widget', async () => {
    const own = await signUpOwner(app);
    await seedTestimonial(t, own.cookie);
    const widget = await createWidget(app, own.cookie);
    await ok(fetchWidget(widget.id));
    await ok(callApi(app, own.cookie, 'DELETE', `/widgets/${widget.id}`));
    await fails(fetchWidget(widget.id), 404, PUBLISHING_MESSAGES.widgetNotFound);
    await fails(fetchWidget(MISSING), 404, PUBLISHING_MESSAGES.widgetNotFound);
    await fails(fetchWidget('not-a-widget'), 404, PUBLISHING_MESSAGES.widgetNotFound);
    await fails(fetchWidget(`${MISSING}%27%20OR%201=1`), 404, PUBLISHING_MESSAGES.widgetNotFound);
    // An upper-case id is the same widget.
    const other = await createWidget(app, own.cookie);
    expect((await read(other.id.toUpperCase())).widget.id).toBe(other.id);
  });

  it(`limits unknown ids to ${PUBLIC_MISS_RULE.limit} per address, then 429 with Retry-After`, async () => {
    const own = await signUpOwner(app);
    const widget = await createWidget(app, own.cookie);
    const guesser = '10.62.0.1';
    for (let i = 0; i < PUBLIC_MISS_RULE.limit; i++) {
      const id = i % 2 ? `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` : `guess-${i}`;
      expect((await fetchWidget(id, {}, guesser)).status).toBe(404);
    }
    const limited = await fetchWidget(MISSING, {}, guesser);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(MESSAGES.tooManyAttempts);
    // A real widget still loads for that address; others are not affected.
    expect((await fetchWidget(widget.id, {}, guesser)).status).toBe(200);
    expect((await fetchWidget(MISSING, {}, '10.62.0.2')).status).toBe(404);
  });

  it(`limits every address to ${PUBLIC_READ_RULE.limit} requests a minute, without the database`, async () => {
    const own = await signUpOwner(app);
    const widget = await createWidget(app, own.cookie);
    const busy = '10.63.0.1';
    const etag = (await fetchWidget(widget.id, {}, busy)).headers.get('etag') ?? '';
    for (let i = 1; i < PUBLIC_READ_RULE.limit; i++) {
      const res = await fetchWidget(widget.id, { 'if-none-match': etag }, busy);
      expect(res.status).toBe(304);
    }
    const limited = await fetchWidget(widget.id, {}, busy);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    // Counted in the process: no row in rate_limits for it.
    const rows = await t.db.selectFrom('rate_limits').select('key').where('key', 'like', `%${busy}%`).execute();
    expect(rows).toEqual([]);
    expect((await fetchWidget(widget.id, {}, '10.63.0.2')).status).toBe(200);
  });
});

/** A write this process did not make is seen once the version read before it is no longer trusted. */
const outsideWriteSeen = () => new Promise((resolve) => setTimeout(resolve, VERSION_TRUST_MS));
