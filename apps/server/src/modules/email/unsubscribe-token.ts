import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An unsubscribe token: the id of the person it stops mail to and an HMAC of it under
 * AUTH_SECRET. Nothing is stored, it never expires (a link in an old email must keep working) and
 * it opens nothing but the unsubscribe page: not the portal, whose share token can be regenerated.
 *
 * Two kinds: a client's (`{projectId}.{sig}`, the primary contact: every link sent before contacts
 * existed, and every email to the primary still) and a contact's (`c.{contactId}.{sig}`, signed
 * over another prefix, so one kind's signature never passes for the other's).
 */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE_LENGTH = 32;
const CONTACT_PREFIX = 'c.';

/** Whom an unsubscribe token stops mail to: a client's primary contact, or one of its other contacts. */
export interface UnsubscribeSubject {
  kind: 'client' | 'contact';
  id: string;
}

const sign = (subject: UnsubscribeSubject, secret: string) =>
  createHmac('sha256', secret)
    .update(`${subject.kind === 'client' ? 'unsubscribe' : 'unsubscribe-contact'}:${subject.id}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);

export function unsubscribeToken(clientId: string, secret: string): string {
  return `${clientId}.${sign({ kind: 'client', id: clientId }, secret)}`;
}

export function contactUnsubscribeToken(contactId: string, secret: string): string {
  return `${CONTACT_PREFIX}${contactId}.${sign({ kind: 'contact', id: contactId }, secret)}`;
}

/** Whom a token names, or null when it is malformed or not ours. */
export function subjectOfUnsubscribeToken(token: string, secret: string): UnsubscribeSubject | null {
  const contact = token.startsWith(CONTACT_PREFIX);
  const rest = contact ? token.slice(CONTACT_PREFIX.length) : token;
  const dot = rest.indexOf('.');
  const id = rest.slice(0, dot).toLowerCase();
  const signature = rest.slice(dot + 1);
  if (dot < 0 || !ID.test(id) || signature.length !== SIGNATURE_LENGTH) return null;
  const subject: UnsubscribeSubject = { kind: contact ? 'contact' : 'client', id };
  const expected = Buffer.from(sign(subject, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
}

/** The client id a client's token names, or null (a contact's token, malformed, or not ours). */
export function clientIdFromUnsubscribeToken(token: string, secret: string): string | null {
  const subject = subjectOfUnsubscribeToken(token, secret);
  return subject?.kind === 'client' ? subject.id : null;
}

/** The link in the email's footer and its List-Unsubscribe header: a contact's when `contactId` is given. */
export const unsubscribeUrl = (origin: string, clientId: string, secret: string, contactId?: string) =>
  `${origin}/api/unsubscribe/${contactId ? contactUnsubscribeToken(contactId, secret) : unsubscribeToken(clientId, secret)}`;
