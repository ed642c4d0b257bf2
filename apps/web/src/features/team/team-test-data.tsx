import type { OwnershipTransfer, TeamInvitation, TeamMember } from '@bloom/core';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Fixtures and a static render for the team screens' tests (never bundled: only tests import it). */

export const member = (name: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  userId: `user-${name}`,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  role: 'member',
  joinedAt: '2026-03-01T12:00:00.000Z',
  isYou: false,
  assignedClients: 0,
  ...extra,
});

export const invitation = (email: string, extra: Partial<TeamInvitation> = {}): TeamInvitation => ({
  id: `invitation-${email}`,
  email,
  role: 'member',
  queuedAt: '2026-03-05T12:00:00.000Z',
  delivery: 'delivered',
  deliveredAt: '2026-03-05T12:00:05.000Z',
  refusedReason: null,
  expiresAt: '2026-03-12T12:00:00.000Z',
  expired: false,
  invitedBy: 'Ana Lima',
  ...extra,
});

export const ownershipTransfer = (extra: Partial<OwnershipTransfer> = {}): OwnershipTransfer => ({
  workspaceName: 'Lima Studio',
  fromUserId: 'user-Ana Lima',
  fromName: 'Ana Lima',
  toUserId: 'user-Bo Chen',
  toName: 'Bo Chen',
  toEmail: 'bo.chen@example.com',
  requestedAt: '2026-03-05T12:00:00.000Z',
  expiresAt: '2026-03-12T12:00:00.000Z',
  forYou: false,
  replacesWorkspace: null,
  ...extra,
});

/** A cached answer, or a failed one (an Error). */
export type Seed = [QueryKey, unknown];

/** The markup of `element` at `path` (matched by `route`), with the query cache holding `seeds`. */
export function render(element: ReactElement, seeds: Seed[], { path = '/', route = '/' } = {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  for (const [queryKey, value] of seeds) {
    if (value instanceof Error) {
      client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: value });
    } else {
      client.setQueryData(queryKey, value);
    }
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The text a reader sees, tags removed. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
