import type { Assignee, ClientCardDto, MeResponse, Role } from '@bloom/core';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sessionKeys } from '../../api/session';

/** Fixtures and a static render for the clients screens' tests (never bundled: only tests import it). */

export const assignee = (name: string): Assignee => ({ userId: `user-${name}`, name });

/** The signed-in person as GET /api/me answers, in `role`. */
export const sessionAs = (role: Role, userId = 'user-Ana Lima'): Seed => [
  sessionKeys.all,
  {
    user: { id: userId, email: 'ana@example.com', name: 'Ana Lima' },
    workspace: {
      id: 'w1',
      name: 'Lima Studio',
      primaryColor: '#14b8a6',
      logoUrl: null,
      onboardingCompleted: true,
      timezone: 'UTC',
      accentColor: null,
      calendlyUrl: null,
    },
    profile: { messageVariant: 'c' },
    isAdmin: false,
    // Set, so nothing reads window.location in a Node render.
    portalOrigin: 'https://portal.example.com',
    role,
  } satisfies MeResponse,
];

export const card = (clientName: string, extra: Partial<ClientCardDto> = {}): ClientCardDto => ({
  id: `client-${clientName}`,
  projectName: 'Website redesign',
  clientName,
  clientEmail: null,
  status: 'active',
  shareToken: 'token',
  createdAt: '2026-03-01T12:00:00.000Z',
  journey: null,
  currentStep: 0,
  stepCount: 0,
  progressPercent: 0,
  submissionCount: 0,
  assignees: [],
  ...extra,
});

/** A cached answer, or a failed one (an Error). */
export type Seed = [QueryKey, unknown];

/** The markup of `element` at `path`, with the query cache holding `seeds`. */
export function render(element: ReactElement, seeds: Seed[], path = '/'): string {
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
          <Route path="*" element={element} />
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
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
