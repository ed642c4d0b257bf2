import type { AssignedFilter, ClientDueFilter, ClientListQuery } from '@bloom/core';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export type ClientView = NonNullable<ClientListQuery['status']>;

/**
 * Every clients query lives under ['clients']: the lists apart, so a write can refresh them alone,
 * and a client's submissions under its detail, so refreshing a client refreshes both.
 */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => ['clients', 'list'] as const,
  list: (view: ClientView, q: string, assigned?: AssignedFilter, due?: ClientDueFilter) =>
    ['clients', 'list', view, q, assigned ?? 'all', due ?? 'any'] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  submissions: (id: string) => ['clients', 'detail', id, 'submissions'] as const,
};

/** GET /api/clients/:id; a missing, foreign or malformed id rejects with a 404 ApiError. */
const getClient = async (id: string, signal?: AbortSignal) =>
  (await api('GET /api/clients/{id}', { params: { id }, signal })).client;

export const clientQuery = (id: string) =>
  queryOptions({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) });

/**
 * GET /api/clients: one page of cards, newest first, searched by client name, project name or email;
 * `assigned` 'me': only the caller's assigned clients; `due` 'overdue': only those with a stage overdue.
 */
export const clientListQuery = (view: ClientView, q: string, assigned?: AssignedFilter, due?: ClientDueFilter) =>
  infiniteQueryOptions({
    queryKey: clientKeys.list(view, q, assigned, due),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/clients', {
        query: { status: view, q: q || undefined, cursor: pageParam ?? undefined, assigned, due },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search runs, the previous results stay on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });

/** GET /api/clients/:id/submissions: newest first, drafts left out; 404 for a missing or foreign client. */
export const clientSubmissionsQuery = (id: string) =>
  queryOptions({
    queryKey: clientKeys.submissions(id),
    queryFn: ({ signal }) => api('GET /api/clients/{id}/submissions', { params: { id }, signal }),
  });
