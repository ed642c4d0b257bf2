import type { ApiResponse, CreateClientInput, UpdateClientInput } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../api/clients';
import { api } from '../../../lib/api-client';
import { useSubmissionKeys } from '../../../lib/idempotency-key';

type ClientAnswer = ApiResponse<'GET /api/clients/{id}'>;
const unwrap = async (request: Promise<ClientAnswer>) => (await request).client;

/** Every client write answers with the whole client: cache it, and refresh the lists. */
function useClientWrite<V>(
  request: (vars: V) => Promise<ClientAnswer['client']>,
  onSettled?: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      await queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
    onSettled: (_client, error) => onSettled?.(error),
  });
}

/**
 * POST /api/clients → 201: project, journey, welcome message and password in one request. One
 * Idempotency-Key per submission, so a retry after a network error cannot create the client twice.
 */
export function useCreateClient() {
  const keys = useSubmissionKeys();
  return useClientWrite(
    (input: CreateClientInput) => unwrap(api('POST /api/clients', { body: input, idempotencyKey: keys.keyFor(input) })),
    keys.settled,
  );
}

/** PATCH /api/clients/:id: only the fields sent change; a new journey starts the client at step 0. */
export const useUpdateClient = () =>
  useClientWrite(({ id, input }: { id: string; input: UpdateClientInput }) =>
    unwrap(api('PATCH /api/clients/{id}', { params: { id }, body: input })),
  );

/** POST /api/clients/:id/archive or /restore. */
export const useSetArchived = () =>
  useClientWrite(({ id, archived }: { id: string; archived: boolean }) =>
    unwrap(
      archived
        ? api('POST /api/clients/{id}/archive', { params: { id } })
        : api('POST /api/clients/{id}/restore', { params: { id } }),
    ),
  );

/** PUT /api/clients/:id/password (set or change) or DELETE it (password: null). */
export const useSetPortalPassword = () =>
  useClientWrite(({ id, password }: { id: string; password: string | null }) =>
    unwrap(
      password === null
        ? api('DELETE /api/clients/{id}/password', { params: { id } })
        : api('PUT /api/clients/{id}/password', { params: { id }, body: { password } }),
    ),
  );

/** POST /api/clients/:id/regenerate-link: a new share token; the old link stops working. */
export const useRegenerateLink = () =>
  useClientWrite((id: string) => unwrap(api('POST /api/clients/{id}/regenerate-link', { params: { id } })));

/** DELETE /api/clients/:id: the client, their submissions, deliverables and files. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: { id: string; projectName: string }) =>
      api('DELETE /api/clients/{id}', { params: { id: client.id } }),
    // The detail stays cached until unused, so an open details page does not flash 'Client not found'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
  });
}
