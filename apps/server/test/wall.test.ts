import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_TRUST_MS } from '../src/modules/publishing/recent-check';
import { workspaceOf } from './helpers/journeys';
import { callApi, createWidget, seedTestimonial } from './helpers/publishing';
import { diskFixture } from './helpers/storage';
import { pixelsOf, storeLogoUnchecked, useBomb } from './helpers/svg-logos';
import {
  appOn,
  createTestApp,
  fromAddress,
  jsonRequest,
  PUBLIC_URL,
  signUpOwner,
  type TestApp,
} from './helpers/test-app';

/**
 * The wall of love (GET /gallery/{workspaceId}) and the iframe page (GET /embed/{widgetId}):
 * public, server-rendered, escaped (issue 21).
 */

let t: TestApp;
let app: TestApp['app'];
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
}, 120_000);
afterAll(() => t.close());

const nextAddress = () => `10.71.${(addresses >> 8) & 255}.${addresses++ & 255}`;
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers }, fromAddress(nextAddress()));
const MISSING = '00000000-0000-4000-8000-0000000000cc';
const HOSTILE_QUOTE = '<script>alert(1)</script> and "><img src=x onerror=alert(1)>';
const HOSTILE_NAME = '</script><script>alert(2)</script>';

/** A signed-up owner whose wall is on (or not), and their workspace id. */
async function ownerWithWall(on = true) {
  const owner = await signUpOwner(app);
  const workspaceId = await workspaceOf(app, owner.cookie);
  if (on) await callApi(app, owner.cookie, 'PATCH', '/publishing', { wallEnabled: true });
  return { ...owner, workspaceId };
}

/** The JSON-LD of a page, as text and parsed. */
function structuredData(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  const text = match?.[1] ?? '';
  return { text, data: JSON.parse(text) as { '@graph': Record<string, unknown>[] } };
}

describe('the wall of love', () => {
  it('answers 404 while off (the default), for an unknown workspace and a malformed id', async () => {
    const off = await ownerWithWall(false);
    await seedTestimonial(t, off.cookie, { content: 'Not on any wall.' });
    for (const path of [`/gallery/${off.workspaceId}`, `/gallery/${MISSING}`, '/gallery/not-an-id']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).not.toContain('Not on any wall.');
      expect(html).toContain('noindex');
    }
    // On, then off again: 404 at once, whatever was rendered before.
    await callApi(app, off.cookie, 'PATCH', '/publishing', { wallEnabled: true });
    expect((await get(`/gallery/${off.workspaceId}`)).status).toBe(200);
    await callApi(app, off.cookie, 'PATCH', '/publishing', { wallEnabled: false });
    expect((await get(`/gallery/${off.workspaceId}`)).status).toBe(404);
  });

  it('renders the published testimonials in the brand, with the head search engines and link previews read', async () => {
    const owner = await ownerWithWall();
    await app.request(
      '/api/workspace',
      jsonRequest(
        'PATCH',
        { name: 'Studio Nord', primaryColor: '#7C3AED', calendlyUrl: 'https://calendly.com/studio-nord/intro' },
        { cookie: owner.cookie },
      ),
    );
    await seedTestimonial(t, owner.cookie, {
      content: 'They rebuilt our site in two weeks.',
      clientName: 'Ana Souza',
      rating: 5,
      approvedSecondsAgo: 20,
    });
    await seedTestimonial(t, owner.cookie, {
      content: 'Calm and clear.',
      clientName: 'Ben Ode',
      clientTitle: null,
      clientCompany: null,
      rating: null,
      approvedSecondsAgo: 10,
    });
    await seedTestimonial(t, owner.cookie, { content: 'Hidden one.', hidden: true });
    await seedTestimonial(t, owner.cookie, { content: 'Pending one.', status: 'pending' });
    await seedTestimonial(t, owner.cookie, { content: 'Unpermitted one.', permission: false });

    const res = await get(`/gallery/${owner.workspaceId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    const url = `${PUBLIC_URL}/gallery/${owner.workspaceId}`;
    const card = `${PUBLIC_URL}/api/public/gallery/${owner.workspaceId}/card.png`;

    expect(html).toContain('<title>What clients say about Studio Nord</title>');
    expect(html).toContain(
      '<meta name="description" content="“Calm and clear.” — Ben Ode. Testimonials from clients of Studio Nord, in their own words.">',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${card}\\?v=\\d+">`));
    expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="${card}\\?v=\\d+">`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:title" content="What clients say about Studio Nord">');
    expect(html).toContain('#7c3aed');
    expect(html).toContain('href="https://calendly.com/studio-nord/intro"');
    expect(html).toContain('Book a call');
    // The quotes, newest approval first; the rating as text.
    expect(html.indexOf('Calm and clear.')).toBeGreaterThan(-1);
    expect(html.indexOf('Calm and clear.')).toBeLessThan(html.indexOf('They rebuilt our site in two weeks.'));
    expect(html).toContain('aria-label="Rated 5 out of 5">★★★★★</p>');
    expect(html).toContain('Founder, Plants &#38; Co');
    for (const hidden of ['Hidden one.', 'Pending one.', 'Unpermitted one.']) expect(html).not.toContain(hidden);
    // Readable without JavaScript: the only script element is the structured data.
    expect(html.match(/<script/g)).toHaveLength(1);

    const { data } = structuredData(html);
    expect(data['@graph']).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ben Ode' },
        reviewBody: 'Calm and clear.',
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        itemReviewed: { '@type': 'Organization', name: 'Studio Nord', url },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ana Souza' },
        reviewBody: 'They rebuilt our site in two weeks.',
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        itemReviewed: { '@type': 'Organization', name: 'Studio Nord', url },
      },
    ]);
    expect(html).not.toContain('AggregateRating');
    expect(html).not.toContain('aggregateRating');
  });

  it('shows an empty wall without a card, and no booking link without a Calendly link', async () => {
    const owner = await ownerWithWall();
    const html = await (await get(`/gallery/${owner.workspaceId}`)).text();
    expect(html).toContain('No testimonials are published yet.');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('Book a call');
    expect(structuredData(html).data['@graph']).toEqual([]);
  });

  it('answers an ETag and 304; a rejection or a hidden testimonial changes it and leaves the page', async () => {
    const owner = await ownerWithWall();
    const { id } = await seedTestimonial(t, owner.cookie, { content: 'Soon gone.' });
    const first = await get(`/gallery/${owner.workspaceId}`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(await first.text()).toContain('Soon gone.');
    const again = await get(`/gallery/${owner.workspaceId}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await callApi(app, owner.cookie, 'POST', `/testimonials/${id}/reject`);
    const rejected = await get(`/gallery/${owner.workspaceId}`, { 'if-none-match': etag });
    expect(rejected.status).toBe(200);
    expect(rejected.headers.get('etag')).not.toBe(etag);
    expect(await rejected.text()).not.toContain('Soon gone.');

    const shown = await seedTestimonial(t, owner.cookie, { content: 'Shown, then hidden.' });
    // Written straight into the database, as another instance would: seen once the checked version is due again.
    await new Promise((resolve) => setTimeout(resolve, VERSION_TRUST_MS));
    expect(await (await get(`/gallery/${owner.workspaceId}`)).text()).toContain('Shown, then hidden.');
    await callApi(app, owner.cookie, 'PATCH', `/testimonials/${shown.id}/publishing`, { hidden: true });
    expect(await (await get(`/gallery/${owner.workspaceId}`)).text()).not.toContain('Shown, then hidden.');
  });

  it('escapes hostile text everywhere: the page, its head and the structured data', async () => {
    const owner = await ownerWithWall();
    await t.db
      .updateTable('workspaces')
      .set({ name: '"><script>alert(3)</script>' })
      .where('id', '=', owner.workspaceId)
      .execute();
    await seedTestimonial(t, owner.cookie, {
      content: HOSTILE_QUOTE,
      clientName: HOSTILE_NAME,
      clientTitle: '<i>CEO</i>',
      clientCompany: "O'Brien & <Sons>",
    });
    const html = await (await get(`/gallery/${owner.workspaceId}`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"><script');
    expect(html).toContain('<h1 dir="auto">&#34;&#62;&#60;script&#62;alert(3)&#60;/script&#62;</h1>');
    expect(html).toContain('<title>What clients say about &#34;&#62;&#60;script&#62;alert(3)&#60;/script&#62;</title>');
    expect(html).not.toContain('<i>CEO</i>');
    expect(html).toContain(
      '&#60;script&#62;alert(1)&#60;/script&#62; and &#34;&#62;&#60;img src=x onerror=alert(1)&#62;',
    );
    expect(html).toContain('&#60;/script&#62;&#60;script&#62;alert(2)&#60;/script&#62;');
    // Inside the structured data: no `<` at all, so nothing can close the element; the value survives.
    const { text, data } = structuredData(html);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(data['@graph'][0]).toMatchObject({
      reviewBody: HOSTILE_QUOTE,
      author: { name: HOSTILE_NAME },
      itemReviewed: { name: '"><script>alert(3)</script>' },
    });
  });

  it('limits unknown ids per address like the widget', async () => {
    const address = '10.72.0.1';
    let last = 0;
    for (let i = 0; i <= 60; i++) {
      last = (await app.request(`/gallery/${MISSING}`, {}, fromAddress(address))).status;
    }
    expect(last).toBe(429);
  });
});

describe("the wall's social card", () => {
  const cardOf = (workspaceId: string, headers: Record<string, string> = {}) =>
    get(`/api/public/gallery/${workspaceId}/card.png`, headers);

  it('is a 1200 × 630 PNG of the first testimonial, cached by version; 404 while off or empty', async () => {
    const owner = await ownerWithWall(false);
    const { id } = await seedTestimonial(t, owner.cookie, { content: 'Worth sharing: accents é, Кириллица ★' });
    expect((await cardOf(owner.workspaceId)).status).toBe(404);
    await callApi(app, owner.cookie, 'PATCH', '/publishing', { wallEnabled: true });

    const res = await cardOf(owner.workspaceId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const etag = res.headers.get('etag') ?? '';
    expect((await cardOf(owner.workspaceId, { 'if-none-match': etag })).status).toBe(304);

    // Rejected: nothing is published, so there is no card.
    await callApi(app, owner.cookie, 'POST', `/testimonials/${id}/reject`);
    const gone = await cardOf(owner.workspaceId, { 'if-none-match': etag });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('etag')).toBeNull();
    for (const bad of [MISSING, 'not-an-id']) expect((await cardOf(bad)).status).toBe(404);
  });

  it('leaves out a logo stored before the limits that draws 262,144 shapes (issue 31)', async () => {
    const fx = await diskFixture();
    try {
      const withStorage = appOn(t.db, { storage: fx.storage });
      const owner = await signUpOwner(withStorage);
      const workspaceId = await workspaceOf(withStorage, owner.cookie);
      await callApi(withStorage, owner.cookie, 'PATCH', '/publishing', { wallEnabled: true });
      await seedTestimonial(t, owner.cookie, { content: 'A card whose logo came before the limits.' });
      await storeLogoUnchecked(t.db, fx.storage, workspaceId, useBomb(9));
      const started = performance.now();
      const res = await withStorage.request(
        `/api/public/gallery/${workspaceId}/card.png`,
        {},
        fromAddress(nextAddress()),
      );
      const ms = performance.now() - started;
      console.info(`social card with the 262,144-shape logo: ${Math.round(ms)} ms`);
      expect(res.status).toBe(200);
      // The logo would be green in the footer (bottom left); drawing it took about 5 s.
      const png = new Uint8Array(await res.arrayBuffer());
      expect(await pixelsOf(png, { left: 0, top: 430, width: 600, height: 200 }, [0, 255, 0])).toBe(0);
      expect(ms).toBeLessThan(2000);
    } finally {
      await fx.close();
    }
  });
});

describe('the iframe page', () => {
  it('is a transparent page with the placeholder and the script, framable by any site', async () => {
    const owner = await signUpOwner(app);
    await seedTestimonial(t, owner.cookie, { content: HOSTILE_QUOTE, clientName: HOSTILE_NAME });
    const widget = await createWidget(app, owner.cookie);
    const res = await get(`/embed/${widget.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(res.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain(`<div data-bloom-widget="${widget.id}" data-bloom-iframe></div>`);
    expect(html).toContain('<script src="/embed/widget.js" async></script>');
    expect(html).toContain('background: transparent');
    // The testimonials are the script's to render, as text: none of their words are in the page.
    expect(html).not.toContain('alert');
    expect(html).not.toContain('<img');
  });

  it('answers 404 for an unknown, deleted or malformed widget, reflecting nothing', async () => {
    const owner = await signUpOwner(app);
    const widget = await createWidget(app, owner.cookie);
    await callApi(app, owner.cookie, 'DELETE', `/widgets/${widget.id}`);
    for (const id of [widget.id, MISSING, encodeURIComponent('"><script>alert(1)</script>')]) {
      const res = await get(`/embed/${id}`);
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html).not.toContain('script');
      expect(html).not.toContain('data-bloom-widget');
    }
  });

  it('keeps every other page unframable', async () => {
    const owner = await ownerWithWall();
    for (const path of [`/gallery/${owner.workspaceId}`, '/api/health']) {
      const res = await get(path);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});
