import type { ContactDto } from '@bloom/core';

export { render, type Seed, textOf } from '../../lib/static-render';

/** Fixtures for the contacts card's tests (never bundled: only tests import it). */

export const contact = (name: string, extra: Partial<ContactDto> = {}): ContactDto => ({
  id: `contact-${name.toLowerCase()}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role: null,
  primary: false,
  portalUrl: `https://portal.example.com/c/token-${name.toLowerCase()}`,
  invitationSentAt: null,
  unsubscribed: false,
  bounced: false,
  lastSeenAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...extra,
});
