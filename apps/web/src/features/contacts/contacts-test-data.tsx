import type { ContactDto } from '@bloom/core';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Fixtures and a static render for the contacts card's tests (never bundled: only tests import it). */

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

/** The markup of `element` with the query cache holding `value` (or failed with it, an Error) at `key`. */
export function render(element: ReactElement, seed?: [QueryKey, unknown]): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (seed) {
    const [queryKey, value] = seed;
    if (value instanceof Error)
      client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: value });
    else client.setQueryData(queryKey, value);
  }
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

/** The text a reader sees, tags removed. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
