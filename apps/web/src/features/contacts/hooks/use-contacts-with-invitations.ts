import type { ContactDto } from '@bloom/core';
import { useEffect, useState } from 'react';
import { useContacts } from '../api/contact-mutations';

/** How often the list is read again while an invitation is on its way, and for how long at most. */
export const INVITATION_POLL_MS = 3_000;
const GIVE_UP_MS = 60_000;

interface InFlight {
  /** Their invitationSentAt when it was asked for: a new value means the mail server took it. */
  before: string | null;
  at: number;
}

export interface InvitationsInFlight {
  isSending: (contactId: string) => boolean;
  /** Call once the server accepted the request, with the contact as it was before. */
  started: (contact: ContactDto) => void;
}

/**
 * The client's contacts, and the invitations asked for and not yet taken by the mail server (the
 * server queues them, and its answer still carries the previous send): the card says "on its
 * way" and reads the list again every few seconds until each one lands, or a minute has passed.
 */
export function useContactsWithInvitations(clientId: string) {
  const [inFlight, setInFlight] = useState<ReadonlyMap<string, InFlight>>(new Map());
  const query = useContacts(clientId, inFlight.size > 0 ? INVITATION_POLL_MS : false);
  const contacts = query.data;

  useEffect(() => {
    if (inFlight.size === 0) return;
    const now = Date.now();
    const still = new Map(
      [...inFlight].filter(([id, f]) => {
        const contact = contacts?.find((c) => c.id === id);
        return contact !== undefined && contact.invitationSentAt === f.before && now - f.at < GIVE_UP_MS;
      }),
    );
    if (still.size !== inFlight.size) {
      setInFlight(still);
      return;
    }
    // Nothing new may come (an unchanged list keeps its identity): give up on time all the same.
    const first = Math.min(...[...inFlight.values()].map((f) => f.at));
    const timer = setTimeout(
      () => setInFlight((m) => new Map([...m].filter(([, f]) => Date.now() - f.at < GIVE_UP_MS))),
      Math.max(0, first + GIVE_UP_MS - now),
    );
    return () => clearTimeout(timer);
  }, [contacts, inFlight]);

  const invitations: InvitationsInFlight = {
    isSending: (contactId) => inFlight.has(contactId),
    started: (contact) =>
      setInFlight((m) => new Map(m).set(contact.id, { before: contact.invitationSentAt, at: Date.now() })),
  };
  return { query, invitations };
}
