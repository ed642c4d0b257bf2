import type { ClientDetailDto, ClientResponse } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { clientKeys, clientPath } from './query-keys';

/** GET /api/clients/:id; a missing, foreign or malformed id rejects with a 404 ApiError. */
export const getClient = async (id: string, signal?: AbortSignal): Promise<ClientDetailDto> =>
  (await apiFetch<ClientResponse>(clientPath(id), { signal })).client;

export function useClient(id: string) {
  return useQuery({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) });
}
