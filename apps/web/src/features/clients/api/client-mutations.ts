import type { ClientDetailDto, ClientResponse, CreateClientInput, UpdateClientInput } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { clientKeys, clientPath } from './query-keys';

const unwrap = async (request: Promise<ClientResponse>) => (await request).client;

/** Every client write answers with the whole client: cache it, and refresh the lists. */
function useClientWrite<V>(request: (vars: V) => Promise<ClientDetailDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      await queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}

/** POST /api/clients → 201: project, journey, welcome message and password in one request. */
export const useCreateClient = () =>
  useClientWrite((input: CreateClientInput) => unwrap(apiFetch('/api/clients', { method: 'POST', body: input })));

/** PATCH /api/clients/:id: only the fields sent change; a new journey starts the client at step 0. */
export const useUpdateClient = () =>
  useClientWrite(({ id, input }: { id: string; input: UpdateClientInput }) =>
    unwrap(apiFetch(clientPath(id), { method: 'PATCH', body: input })),
  );

/** POST /api/clients/:id/archive or /restore. */
export const useSetArchived = () =>
  useClientWrite(({ id, archived }: { id: string; archived: boolean }) =>
    unwrap(apiFetch(`${clientPath(id)}/${archived ? 'archive' : 'restore'}`, { method: 'POST' })),
  );

/** PUT /api/clients/:id/password (set or change) or DELETE it (password: null). */
export const useSetPortalPassword = () =>
  useClientWrite(({ id, password }: { id: string; password: string | null }) =>
    unwrap(
      password === null
        ? apiFetch(`${clientPath(id)}/password`, { method: 'DELETE' })
        : apiFetch(`${clientPath(id)}/password`, { method: 'PUT', body: { password } }),
    ),
  );

/** POST /api/clients/:id/regenerate-link: a new share token; the old link stops working. */
export const useRegenerateLink = () =>
  useClientWrite((id: string) => unwrap(apiFetch(`${clientPath(id)}/regenerate-link`, { method: 'POST' })));

/** DELETE /api/clients/:id: the client, their submissions, deliverables and files. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: { id: string; projectName: string }) =>
      apiFetch<{ ok: true }>(clientPath(client.id), { method: 'DELETE' }),
    // The detail stays cached until unused, so an open details page does not flash 'Client not found'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
  });
}
