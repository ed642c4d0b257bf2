import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A client's unsubscribe token: its id and an HMAC of it under AUTH_SECRET. Nothing is stored, it
 * never expires (a link in an old email must keep working) and it opens nothing but the
 * unsubscribe page: not the portal, whose share token can be regenerated.
 */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE_LENGTH = 32;

const sign = (clientId: string, secret: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${clientId}`).digest('base64url').slice(0, SIGNATURE_LENGTH);

export function unsubscribeToken(clientId: string, secret: string): string {
  return `${clientId}.${sign(clientId, secret)}`;
}

/** The client id a token names, or null when it is malformed or not ours. */
export function clientIdFromUnsubscribeToken(token: string, secret: string): string | null {
  const dot = token.indexOf('.');
  const id = token.slice(0, dot).toLowerCase();
  const signature = token.slice(dot + 1);
  if (dot < 0 || !ID.test(id) || signature.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(sign(id, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The link in the email's footer and its List-Unsubscribe header. */
export const unsubscribeUrl = (origin: string, clientId: string, secret: string) =>
  `${origin}/api/unsubscribe/${unsubscribeToken(clientId, secret)}`;
