import type { ContactDto, CreateContactInput, UpdateContactInput } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../api/clients';
import { contactKeys, contactsQuery } from '../../../api/contacts';
import { api } from '../../../lib/api-client';

/** The client's contacts; read again every `pollMs` while given (an invitation on its way). */
export function useContacts(clientId: string, pollMs: number | false = false) {
  return useQuery({ ...contactsQuery(clientId), refetchInterval: pollMs });
}

/**
 * Puts a write's answer into the cached list at once, then reads it again. The primary contact is
 * the client's own name and email: a write that touches it refreshes the client (and its email
 * card, which sit under the same key) and the lists that show its name.
 */
function useUpdateContacts(clientId: string) {
  const queryClient = useQueryClient();
  return (update: (contacts: ContactDto[]) => ContactDto[], touchesClient: boolean) => {
    queryClient.setQueryData<ContactDto[]>(contactKeys.list(clientId), (list) => (list ? update(list) : list));
    if (touchesClient) {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    } else {
      void queryClient.invalidateQueries({ queryKey: contactKeys.list(clientId), exact: true });
    }
  };
}

const replace = (contact: ContactDto) => (list: ContactDto[]) => list.map((c) => (c.id === contact.id ? contact : c));

/** POST /api/clients/{id}/contacts: 409 with the reason (the address is taken, the list is full). */
export function useAddContact(clientId: string) {
  const update = useUpdateContacts(clientId);
  return useMutation({
    mutationFn: (input: CreateContactInput) =>
      api('POST /api/clients/{id}/contacts', { params: { id: clientId }, body: input }),
    onSuccess: ({ contact }) => update((list) => [...list.filter((c) => c.id !== contact.id), contact], false),
  });
}

/** PATCH /api/clients/{id}/contacts/{contactId}: only the fields sent change. */
export function useUpdateContact(clientId: string) {
  const update = useUpdateContacts(clientId);
  return useMutation({
    mutationFn: ({ contactId, input }: { contactId: string; input: UpdateContactInput }) =>
      api('PATCH /api/clients/{id}/contacts/{contactId}', { params: { id: clientId, contactId }, body: input }),
    onSuccess: ({ contact }) => update(replace(contact), contact.primary),
  });
}

/** DELETE /api/clients/{id}/contacts/{contactId}: the primary contact is refused (409). */
export function useRemoveContact(clientId: string) {
  const update = useUpdateContacts(clientId);
  return useMutation({
    mutationFn: (contactId: string) =>
      api('DELETE /api/clients/{id}/contacts/{contactId}', { params: { id: clientId, contactId } }),
    onSuccess: (_, contactId) => update((list) => list.filter((c) => c.id !== contactId), false),
  });
}

/** POST …/{contactId}/primary: answers the whole list, and the client takes that contact's name and email. */
export function useMakePrimary(clientId: string) {
  const update = useUpdateContacts(clientId);
  return useMutation({
    mutationFn: (contactId: string) =>
      api('POST /api/clients/{id}/contacts/{contactId}/primary', { params: { id: clientId, contactId } }),
    onSuccess: ({ contacts }) => update(() => contacts, true),
  });
}

/** POST …/{contactId}/invitation: queues their own invitation; 409 says why it cannot be sent. */
export function useInviteContact(clientId: string) {
  const update = useUpdateContacts(clientId);
  return useMutation({
    mutationFn: (contactId: string) =>
      api('POST /api/clients/{id}/contacts/{contactId}/invitation', { params: { id: clientId, contactId } }),
    onSuccess: ({ contact }) => update(replace(contact), contact.primary),
  });
}
