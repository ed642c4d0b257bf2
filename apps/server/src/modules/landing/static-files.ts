import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isMessageVariant,
  isPlanId,
  LANDING_COPY,
  type MessageVariantId,
  PLAN_COOKIE,
  pickMessageVariant,
  VARIANT_COOKIE,
  VARIANT_COOKIE_DAYS,
} from '@bloom/core';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../kernel/context';
import { type LinkSettings, linkOrigin } from '../../platform/http/link-origin';
import { planFromRequest } from './plan-from-request';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Pages besides the landing that the build pre-renders (scripts/prerender-landing.mjs), by path. */
const PRERENDERED_PAGES = new Set(['/login', '/signup']);

/**
 * Serves the built SPA: hashed assets cached for a year, other top-level files (favicon)
 * briefly, and index.html (never cached, so a deploy is picked up at once) for every
 * other path, where the browser router takes over.
 */
export function mountSpa(app: Hono<AppEnv>, webDist: string, links: LinkSettings = { trustProxy: 0 }): void {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  // The client portal is its own small page (no owner app in its JavaScript): /c/{token}.
  const portalFile = path.join(root, 'portal.html');

  const sendFile = async (c: Context, relative: string, cacheControl: string) => {
    const file = path.resolve(root, `.${relative}`);
    // Only regular files inside dist; no escaping it with ../
    if (!file.startsWith(`${root}${path.sep}`) || !existsSync(file) || !statSync(file).isFile()) return null;
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    return c.body(await readFile(file), 200, { 'content-type': type, 'cache-control': cacheControl });
  };

  app.get('/assets/*', async (c) => {
    c.header('vary', 'accept-encoding');
    const res =
      (await sendCompressed(c, c.req.path)) ?? (await sendFile(c, c.req.path, 'public, max-age=31536000, immutable'));
    return res ?? c.text('Not found', 404);
  });

  /** The build's `.br` / `.gz` twin of an asset (vite.config.ts), when the browser takes it. */
  const sendCompressed = async (c: Context, relative: string) => {
    const accepts = c.req.header('accept-encoding') ?? '';
    const file = path.resolve(root, `.${relative}`);
    if (!file.startsWith(`${root}${path.sep}`)) return null;
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepts) || !existsSync(file + ext)) continue;
      return c.body(await readFile(file + ext), 200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-encoding': encoding,
        vary: 'accept-encoding',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }
    return null;
  };

  const pages = new Map<string, string | undefined>();
  const page = (file: string) => {
    if (!pages.has(file)) pages.set(file, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    return pages.get(file);
  };
  // robots.txt and sitemap.xml need absolute addresses: their %ORIGIN% is this site's origin
  // (PUBLIC_URL when given, else the address the request came to).
  for (const name of ['/robots.txt', '/sitemap.xml']) {
    app.get(name, (c) => {
      const text = page(path.join(root, name.slice(1)));
      if (!text) return c.text('Not found', 404);
      return c.body(text.replaceAll('%ORIGIN%', linkOrigin(c.req.raw, links)), 200, {
        'content-type': TYPES[path.extname(name)] ?? 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      });
    });
  }

  app.get('*', async (c) => {
    if (/^\/[^/]+\.[a-z0-9]+$/i.test(c.req.path)) {
      const res = await sendFile(c, c.req.path, 'public, max-age=3600');
      if (res) return res;
    }
    // The old portal address goes to the portal's own page (docs/product.md#legacy-redirects).
    const legacy = /^\/submit\/([^/]+)\/?$/.exec(c.req.path);
    if (legacy) return c.redirect(`/c/${legacy[1]}`, 301);
    const html = (c.req.path.startsWith('/c/') && page(portalFile)) || page(indexFile);
    if (!html) return c.text('The web app is not built yet. Run `npm run build`.', 503);
    c.header('cache-control', 'no-cache');
    if (c.req.path !== '/') {
      // /login and /signup pre-rendered at build time (their form in the first response), else the shell.
      const prerendered =
        PRERENDERED_PAGES.has(c.req.path) && page(path.join(root, 'pages', `${c.req.path.slice(1)}.html`));
      return c.html(prerendered || html);
    }
    // The landing of the visitor's variant (?m=, then the langVariant cookie) and plan (host,
    // ?plan=, cookie), pre-rendered at build time (docs/decisions/018), with a description of the
    // same pitch for search engines and link previews.
    const variant = pickMessageVariant({ query: c.req.query('m'), cookie: getCookie(c, VARIANT_COOKIE) });
    rememberLandingChoices(c);
    const landing = page(path.join(root, 'landing', `${variant}-${planFromRequest(c)}.html`)) ?? html;
    return c.html(withCanonical(withVariantDescription(landing, variant), links.publicUrl));
  });
}

/**
 * A valid `?plan=` and `?m=` are remembered in their cookies with the page itself, as the page's
 * code does once it runs: the pre-rendered call to action can be clicked before that code has
 * loaded, and the plan and variant must survive the way to sign-up all the same.
 */
function rememberLandingChoices(c: Context): void {
  const remember = (name: string, value: string, days: number) =>
    setCookie(c, name, value, {
      path: '/',
      maxAge: days * 86_400,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    });
  const plan = c.req.query('plan');
  if (isPlanId(plan)) remember(PLAN_COOKIE, plan, 365);
  const variant = c.req.query('m');
  if (isMessageVariant(variant)) remember(VARIANT_COOKIE, variant, VARIANT_COOKIE_DAYS);
}

/**
 * The landing's canonical address and og:url, from PUBLIC_URL only: a request's own origin
 * behind a TLS proxy could name http://, which is worse for search engines than no canonical.
 */
export function withCanonical(html: string, publicUrl: string | undefined): string {
  if (!publicUrl || !/^https?:\/\/[^\s"<>]+$/.test(publicUrl)) return html;
  const url = `${publicUrl.replace(/\/+$/, '')}/`;
  const tags = `<link rel="canonical" href="${url}" />\n    <meta property="og:url" content="${url}" />\n  `;
  return html.replace('</head>', `${tags}</head>`);
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Puts the variant's headline and subheadline into the description, og:description and twitter:description. */
export function withVariantDescription(html: string, variant: MessageVariantId): string {
  const copy = LANDING_COPY[variant];
  const description = escapeAttribute(`${copy.headline} ${copy.subheadline}`);
  return html.replace(
    /(<meta\s+(?:name="description"|property="og:description"|name="twitter:description")\s+content=")[^"]*(")/g,
    (_match, start: string, end: string) => `${start}${description}${end}`,
  );
}
