import { forwardedEntry } from './client-address';

export interface LinkSettings {
  /** PUBLIC_URL without a trailing slash; unset means "the address the request came to". */
  publicUrl?: string | undefined;
  /** TRUST_PROXY: how many proxies write X-Forwarded-*; 0 ignores them. */
  trustProxy: number;
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/i;

/**
 * The host the browser used: X-Forwarded-Host from a trusted proxy, else the Host header, else
 * the request URL's host (@hono/node-server builds that from Host; `app.request()` from its path).
 */
export function requestHost(req: Request, trustProxy: number): string {
  const forwarded = trustProxy > 0 ? forwardedEntry(req.headers.get('x-forwarded-host'), trustProxy) : undefined;
  const host = [forwarded, req.headers.get('host')].find((h) => h !== undefined && h !== null && HOST.test(h));
  return (host ?? new URL(req.url).host).toLowerCase();
}

/** The origin the request came to, as the browser sees it (scheme from a trusted X-Forwarded-Proto). */
export function requestOrigin(req: Request, trustProxy: number): string {
  const forwarded = trustProxy > 0 ? forwardedEntry(req.headers.get('x-forwarded-proto'), trustProxy) : undefined;
  const scheme = forwarded === 'https' || forwarded === 'http' ? `${forwarded}:` : new URL(req.url).protocol;
  return `${scheme}//${requestHost(req, trustProxy)}`;
}

/**
 * The origin every link we hand out is built from: checkout and portal return addresses, reset
 * links in emails. PUBLIC_URL when set; else the request's own origin, so a visitor on
 * http://127.0.0.1:3000 or a LAN address comes back to the host that holds their session cookie.
 * Production requires PUBLIC_URL, so there a forged Host header cannot redirect emailed links.
 */
export function linkOrigin(req: Request, settings: LinkSettings): string {
  return settings.publicUrl ?? requestOrigin(req, settings.trustProxy);
}
