import { WEBHOOK_MESSAGES } from '@bloom/core';
import ipaddr from 'ipaddr.js';
import { badRequest } from '../service-error';

/**
 * Said when a production endpoint names a private or loopback address outright. Its wording
 * belongs in core's WEBHOOK_MESSAGES (the web never shows it before the server answers).
 */

/** The host as a bare address or name: `[::1]` → `::1`, lower-cased, trailing dot dropped. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** An address literal, IPv4-mapped IPv6 read as its IPv4 (`::ffff:127.0.0.1` is loopback). */
function literalAddress(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return ipaddr.isValid(host) ? ipaddr.process(host) : null;
}

/** localhost, 127.0.0.0/8 and ::1: the machine itself, where plain http may be tried out. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return literalAddress(host)?.range() === 'loopback';
}

/**
 * The creation-time checks of an endpoint's URL (core's schema already checked its shape):
 * https, or http to this machine outside production; in production no loopback name and no
 * literal address outside the public unicast range. This is not the SSRF guard: a name can
 * resolve anywhere later, so every delivery resolves and checks again (services/webhooks/ssrf.ts).
 * Answers the URL as it is stored.
 */
export function checkEndpointUrl(value: string, isProduction: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest(WEBHOOK_MESSAGES.urlInvalid);
  }
  const host = hostOf(url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(WEBHOOK_MESSAGES.urlInvalid);
  if (url.username || url.password) throw badRequest(WEBHOOK_MESSAGES.urlCredentials);
  if (url.protocol === 'http:' && (isProduction || !isLoopbackHost(host))) {
    throw badRequest(WEBHOOK_MESSAGES.urlNotHttps);
  }
  if (isProduction) {
    const address = literalAddress(host);
    if (isLoopbackHost(host) || (address && address.range() !== 'unicast')) {
      throw badRequest(WEBHOOK_MESSAGES.urlPrivateAddress);
    }
  }
  return value;
}
