import type { ClientEmailStatus, ClientRemindersInput } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientEmailQuery, emailKeys } from '../../../api/email';
import { api } from '../../../lib/api-client';
import { invitationPollMs } from '../client-email-state';

/** The client's email status; read again every few seconds while an invitation is on its way. */
export function useClientEmail(id: string) {
  return useQuery({
    ...clientEmailQuery(id),
    refetchInterval: (query) => invitationPollMs(query.state.data, Date.now()),
  });
}

/** Both writes answer the whole status: it replaces the cached one. */
function useClientEmailWrite<V extends { id: string }>(request: (vars: V) => Promise<ClientEmailStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (email, { id }) => queryClient.setQueryData(emailKeys.client(id), email),
  });
}

/**
 * POST /api/clients/:id/invitation: queues the invitation (sent by a background job); 409 with
 * the reason when the client cannot be emailed (no address, unsubscribed, bouncing, archived).
 */
export const useSendInvitation = () =>
  useClientEmailWrite(
    async ({ id }: { id: string }) => (await api('POST /api/clients/{id}/invitation', { params: { id } })).email,
  );

/** PUT /api/clients/:id/reminders: the workspace's schedule, off, or every N days of its own. */
export const useSetClientReminders = () =>
  useClientEmailWrite(
    async ({ id, input }: { id: string; input: ClientRemindersInput }) =>
      (await api('PUT /api/clients/{id}/reminders', { params: { id }, body: input })).email,
  );
