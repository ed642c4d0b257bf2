import type { ClientListQuery } from '@bloom/core';

/** Every clients query lives under ['clients'], so one invalidation refreshes lists and details. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => ['clients', 'list'] as const,
  list: (view: NonNullable<ClientListQuery['status']>, q: string) => ['clients', 'list', view, q] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  journeyOptions: () => ['clients', 'journey-options'] as const,
  journey: (id: string) => ['clients', 'journey', id] as const,
};

export const clientPath = (id: string) => `/api/clients/${encodeURIComponent(id)}`;
