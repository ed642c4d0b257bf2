import { readFile } from 'node:fs/promises';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Download, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { headers } from './portal-support';

/** The publishing spec's setup (issue 21): testimonials written in the portal, a client site on its own origin. */

// The page functions below run in the browser; e2e compiles without the DOM library.
interface PageNode {
  textContent: string | null;
  shadowRoot: PageNode | null;
  style: { height: string };
  querySelector(selector: string): PageNode | null;
  querySelectorAll(selector: string): Iterable<PageNode> & { length: number };
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { bottom: number };
}
declare const document: PageNode;
declare const window: { scrollY: number };
declare function getComputedStyle(element: PageNode): { color: string; fontSize: string; backgroundColor: string };

export const BRAND = { name: 'Harbor & Pine Studio', primaryColor: '#7c3aed', accentColor: '#f59e0b' };
/** BRAND.primaryColor as getComputedStyle writes it. */
export const BRAND_RGB = 'rgb(124, 58, 237)';

export interface Story {
  clientName: string;
  content: string;
  rating: number;
  title?: string;
  company?: string;
  share: boolean;
}

export const SAM: Story = {
  clientName: 'Sam Rivera',
  content: 'Good result in the end, though the launch slipped by two weeks.',
  rating: 2,
  share: true,
};
export const MAYA: Story = {
  clientName: 'Maya Chen',
  title: 'Owner',
  company: 'Harbor Bakery',
  content: 'Robin rebuilt our website in three weeks and the online orders doubled in the first month.',
  rating: 5,
  share: true,
};
export const JONAS: Story = {
  clientName: 'Jonas Berg',
  title: 'Partner',
  company: 'Northwind Law',
  content: 'Every question got a straight answer within a day. The new site brings us two enquiries a week.',
  rating: 4,
  share: true,
};
export const ZOE: Story = {
  clientName: 'Zoë Lefèvre',
  company: 'Atelier Noé',
  content: 'Un travail soigné, à l’écoute, et livré à temps. Je recommande sans hésiter !',
  rating: 5,
  share: true,
};
/** Markup in every field a client writes: it must stay text wherever it is shown. */
export const EVE: Story = {
  clientName: 'Eve <img src=x onerror=alert(1)>',
  title: '"><script>alert(2)</script>',
  content: '<script>alert("xss")</script> "><img src=x onerror=alert(3)> Solid work, would hire again.',
  rating: 3,
  share: true,
};
/** Approved, but the client did not allow publishing. */
export const PRIYA: Story = {
  clientName: 'Priya Nair',
  content: 'Lovely to work with, though I would rather keep my words between us for now.',
  rating: 5,
  share: false,
};
/** Allowed to be published, never approved. */
export const NOAH: Story = {
  clientName: 'Noah Fischer',
  content: 'Still waiting for the owner to read this one, but it was great.',
  rating: 5,
  share: true,
};

/**
 * Each story becomes a client on the built-in web design journey whose testimonial stage is
 * submitted through the portal API, as the client would; the owner then approves `approve` in that
 * order (one after another, so the newest approval is the last). Returns the testimonial ids by name.
 */
export async function seedTestimonials(
  page: Page,
  baseURL: string | undefined,
  stories: Story[],
  approve: Story[],
): Promise<Map<string, string>> {
  for (const [i, story] of stories.entries()) {
    const client = await page.request.post('/api/clients', {
      data: {
        projectName: `Website ${i + 1}`,
        clientName: story.clientName,
        clientEmail: `client${i}.${Date.now()}@example.com`,
        templateId: 'builtin-web-design',
      },
      headers: headers(baseURL),
    });
    expect(client.status()).toBe(201);
    const { shareToken } = ((await client.json()) as { client: { shareToken: string } }).client;
    const portal = await page.request.get(`/api/portal/${shareToken}`);
    expect(portal.status()).toBe(200);
    const { stages } = (await portal.json()) as { stages: { id: string; stepType: string }[] };
    const stage = stages.find((s) => s.stepType === 'testimonial');
    expect(stage, 'the journey has a testimonial stage').toBeTruthy();
    const submit = await page.request.post(`/api/portal/${shareToken}/stages/${stage?.id}/submit`, {
      data: {
        answers: {
          rating: story.rating,
          testimonial: story.content,
          client_title: story.title ?? '',
          client_company: story.company ?? '',
          share_permission: story.share,
        },
      },
      headers: headers(baseURL),
    });
    expect(submit.status()).toBe(200);
  }
  const list = await page.request.get('/api/testimonials?status=pending');
  expect(list.status()).toBe(200);
  const { testimonials } = (await list.json()) as { testimonials: { id: string; clientName: string }[] };
  const ids = new Map(testimonials.map((t) => [t.clientName, t.id]));
  expect(ids.size).toBe(stories.length);
  for (const story of approve) {
    const res = await page.request.post(`/api/testimonials/${ids.get(story.clientName)}/approve`, {
      headers: headers(baseURL),
    });
    expect(res.status()).toBe(200);
  }
  return ids;
}

/** A server on a free port of this machine, on the same site as the app (localhost) but its own origin. */
async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A customer's own site: every path answers the host page `html()`. */
export async function clientSite(html: () => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html());
  });
  return { origin: await listen(server), server };
}

export interface Seen {
  path: string;
  cookie: string | undefined;
}

/**
 * The app behind a recording proxy: what the browser really sent (DevTools does not report the
 * final headers of a cross-origin request). Being localhost too, a same-site request with
 * credentials would carry the owner's SameSite=Lax session cookie here, as to the app itself.
 */
export async function recordingProxy(appPort: number): Promise<{ origin: string; server: Server; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', cookie: req.headers.cookie });
    const upstream = forward(
      { host: '127.0.0.1', port: appPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return { origin: await listen(server), server, seen };
}

/**
 * The aggressive host page: its CSS would turn every element red and 40px, and it pastes the
 * owner's snippets as they were copied.
 */
export const HOST_CSS = '* { color: red !important; font-size: 40px } body { margin: 24px }';
export const hostPage = (snippets: string[]) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Harbor Bakery</title><style>${HOST_CSS}</style></head>
<body>
<h1>Harbor Bakery</h1>
${snippets.join('\n<p>Our happy customers</p>\n')}
</body>
</html>`;

/** Width and height from the IHDR chunk of a PNG file (bytes 16–23), after checking its signature. */
export function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export async function downloaded(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/**
 * What a visitor of the host page sees of a script-embedded widget: where its cards live (shadow
 * or light DOM), the computed styles that a host page's CSS would change, and its texts.
 */
export function widgetLook(placeholder: Locator) {
  return placeholder.evaluate((element: PageNode) => {
    const root = element.shadowRoot;
    const style = (selector: string) => {
      const found = root?.querySelector(selector);
      return found ? getComputedStyle(found) : null;
    };
    const heading = document.querySelector('h1');
    const h1 = heading ? getComputedStyle(heading) : null;
    const texts = (selector: string) => [...(root?.querySelectorAll(selector) ?? [])].map((n) => n.textContent);
    return {
      shadowCards: root?.querySelectorAll('.card').length ?? 0,
      lightCards: element.querySelectorAll('.card').length,
      layout: root?.querySelector('.bw')?.getAttribute('data-layout'),
      theme: root?.querySelector('.bw')?.getAttribute('data-theme'),
      hostColor: h1?.color,
      hostSize: h1?.fontSize,
      quoteColor: style('.quote')?.color,
      quoteSize: style('.quote')?.fontSize,
      nameSize: style('.name')?.fontSize,
      star: style('.stars .on')?.color,
      avatar: style('.avatar')?.backgroundColor,
      quotes: texts('.quote'),
      roles: texts('.role'),
      markup: root?.querySelectorAll('img, script, [onerror]').length ?? -1,
      pageImages: document.querySelectorAll('img').length,
    };
  });
}

/** The iframe's height (its style, which the script sets) and its widget's content height, inside it. */
export async function frameHeights(host: Page, frameElement: Locator, widgetId: string) {
  const frame = host.frames().find((f) => f.url().includes(`/embed/${widgetId}`));
  const content = await frame?.evaluate(() => {
    const widget = document.querySelector('[data-bloom-widget]');
    return widget ? Math.ceil(widget.getBoundingClientRect().bottom + window.scrollY) : -1;
  });
  const box = await frameElement.evaluate((el: PageNode) => Number.parseFloat(el.style.height));
  return { content: content ?? -1, box };
}

/** Fetches `url` from the page with credentials (a CORS failure is expected and ignored). */
export function credentialedFetch(page: Page, url: string) {
  return page.evaluate(async (address) => {
    await fetch(address, { credentials: 'include' }).catch(() => undefined);
  }, url);
}
