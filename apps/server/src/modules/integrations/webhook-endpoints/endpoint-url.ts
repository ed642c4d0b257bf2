import { WEBHOOK_MESSAGES } from '@bloom/core';
import { badRequest } from '../../../kernel/service-error';
import { bareHost, classifyAddress, isLoopbackAddress, isLoopbackName } from '../webhooks/address-policy';

/** localhost, *.localhost, 127.0.0.0/8, ::1 and ::ffff:127.x: the machine itself, where plain http may be tried out. */
export function isLoopbackHost(host: string): boolean {
  return isLoopbackName(host) || isLoopbackAddress(host);
}

/**
 * The creation-time checks of an endpoint's URL (core's schema already checked its shape):
 * https, or http to this machine outside production; in production no loopback name and no
 * literal address that the delivery's address policy refuses (modules/integrations/webhooks/address-policy.ts,
 * the same rules every attempt applies). A name can resolve anywhere later, so every delivery
 * resolves and checks again (modules/integrations/webhooks/ssrf.ts). Answers the URL as it is stored.
 */
export function checkEndpointUrl(value: string, isProduction: boolean): string {
  let url: URL;
  try {
    // The WHATWG parser rewrites every IPv4 spelling (0x7f.1, 2130706433, 0177.0.0.1, %31…) to
    // dotted decimal and IPv6 to its canonical form, so the policy sees one form of each address.
    url = new URL(value);
  } catch {
    throw badRequest(WEBHOOK_MESSAGES.urlInvalid);
  }
  const host = bareHost(url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest(WEBHOOK_MESSAGES.urlInvalid);
  if (url.username || url.password) throw badRequest(WEBHOOK_MESSAGES.urlCredentials);
  if (url.protocol === 'http:' && (isProduction || !isLoopbackHost(host))) {
    throw badRequest(WEBHOOK_MESSAGES.urlNotHttps);
  }
  if (isProduction) {
    const literal = classifyAddress(host);
    if (isLoopbackName(host) || (literal && literal.range !== 'public')) {
      throw badRequest(WEBHOOK_MESSAGES.urlPrivateAddress);
    }
  }
  return value;
}
