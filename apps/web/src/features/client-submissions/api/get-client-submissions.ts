import type { ClientDetailDto, ClientResponse, ClientSubmissionsResponse } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// Under ['clients', …] so that any change to clients also refreshes this page.
export const clientSubmissionsKeys = {
  client: (id: string) => ['clients', id, 'submissions-page', 'client'] as const,
  submissions: (id: string) => ['clients', id, 'submissions-page', 'list'] as const,
};

const clientPath = (id: string) => `/api/clients/${encodeURIComponent(id)}`;

/** GET /api/clients/:id/submissions: newest first, drafts left out; 404 for a missing or foreign client. */
export const getClientSubmissions = (id: string, signal?: AbortSignal) =>
  apiFetch<ClientSubmissionsResponse>(`${clientPath(id)}/submissions`, { signal });

/** GET /api/clients/:id, for the header (the client's name and project). */
export const getClient = async (id: string, signal?: AbortSignal): Promise<ClientDetailDto> =>
  (await apiFetch<ClientResponse>(clientPath(id), { signal })).client;

/** The client and their submissions, fetched side by side. */
export function useClientSubmissions(id: string) {
  const client = useQuery({
    queryKey: clientSubmissionsKeys.client(id),
    queryFn: ({ signal }) => getClient(id, signal),
  });
  const submissions = useQuery({
    queryKey: clientSubmissionsKeys.submissions(id),
    queryFn: ({ signal }) => getClientSubmissions(id, signal),
  });
  return { client, submissions };
}
