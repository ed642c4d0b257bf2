import { type ClientDetailDto, CONTACT_MESSAGES, type ContactDto, MAX_CONTACTS } from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { contactKeys } from '../../../api/contacts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/load-state';
import { SectionCard, SectionError } from '../../../components/ui/section-card';
import { RowSkeletons } from '../../../components/ui/skeleton-blocks';
import { copyText } from '../../../lib/clipboard';
import { useInviteContact, useMakePrimary, useRemoveContact } from '../api/contact-mutations';
import { addBlock, orderContacts } from '../contact-state';
import { CONTACTS_CARD_MESSAGES as M } from '../contacts-messages';
import { type InvitationsInFlight, useContactsWithInvitations } from '../hooks/use-contacts-with-invitations';
import { ContactDialog } from './contact-dialog';
import { ContactRow } from './contact-row';

type ClientRef = Pick<ClientDetailDto, 'id' | 'clientName' | 'clientEmail' | 'status'>;

/** The client page's people: the primary contact first, then the others, each with their own link. */
export function ContactsCard({ client }: { client: ClientRef }) {
  const { query: contacts, invitations } = useContactsWithInvitations(client.id);
  useRefreshOnClientChange(client);

  return (
    <SectionCard icon={Users} title={M.title}>
      {contacts.data ? (
        <ContactsBody clientId={client.id} contacts={contacts.data} invitations={invitations} />
      ) : contacts.isError ? (
        <SectionError query={contacts} message={M.loadFailed} />
      ) : (
        <Loading label={M.loading} className="space-y-5 px-5 py-5 sm:px-6">
          <RowSkeletons
            count={2}
            className="flex items-start gap-3"
            icon="size-10 rounded-full!"
            lines={['h-4 w-40', 'h-4 w-64 max-w-full']}
          />
        </Loading>
      )}
    </SectionCard>
  );
}

/**
 * The client's name and email are the primary contact's, edited elsewhere on the page too (each
 * client write caches the client anew): the contacts are read again when those change.
 */
function useRefreshOnClientChange(client: ClientRef) {
  const queryClient = useQueryClient();
  const version = `${client.clientName}|${client.clientEmail}|${client.status}`;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void queryClient.invalidateQueries({ queryKey: contactKeys.list(client.id), exact: true });
  }, [queryClient, client.id, version]);
}

type Dialog = { open: boolean; key: number; editing: ContactDto | null };

export function ContactsBody({
  clientId,
  contacts,
  invitations,
}: {
  clientId: string;
  contacts: ContactDto[];
  invitations: InvitationsInFlight;
}) {
  const addBlockedId = useId();
  const invite = useInviteContact(clientId);
  const promote = useMakePrimary(clientId);
  const remove = useRemoveContact(clientId);
  const [dialog, setDialog] = useState<Dialog>({ open: false, key: 0, editing: null });
  const [removal, setRemoval] = useState<{ target: ContactDto | null; open: boolean }>({ target: null, open: false });
  const ordered = orderContacts(contacts);
  const blocked = addBlock(contacts.length);

  const openDialog = (editing: ContactDto | null) => setDialog((d) => ({ open: true, key: d.key + 1, editing }));
  const failed = (error: Error) => toast.error(error.message);

  const actions = {
    onCopy: async (contact: ContactDto) => {
      if (await copyText(contact.portalUrl)) toast.success(M.linkCopied(contact.name));
      else toast.error(M.copyFailed);
    },
    onInvite: (contact: ContactDto) =>
      invite.mutate(contact.id, {
        onSuccess: () => {
          invitations.started(contact);
          toast.success(CONTACT_MESSAGES.invitationSent);
        },
        onError: failed,
      }),
    onEdit: (contact: ContactDto) => openDialog(contact),
    onMakePrimary: (contact: ContactDto) =>
      promote.mutate(contact.id, { onSuccess: () => toast.success(CONTACT_MESSAGES.madePrimary), onError: failed }),
    onRemove: (target: ContactDto) => setRemoval({ target, open: true }),
    invitingId: invite.isPending ? invite.variables : undefined,
    promotingId: promote.isPending ? promote.variables : undefined,
  };

  const confirmRemoval = () => {
    const { target } = removal;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(CONTACT_MESSAGES.removed);
        setRemoval((r) => ({ ...r, open: false }));
      },
      onError: failed,
    });
  };

  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={M.listLabel}>
        {ordered.map((contact) => (
          <ContactRow
            key={contact.id}
            contact={contact}
            sending={invitations.isSending(contact.id)}
            actions={actions}
          />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p id={addBlockedId} className={blocked ? 'text-sm text-amber-800' : 'text-sm text-slate-600'}>
          {blocked ?? M.count(contacts.length, MAX_CONTACTS)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-auto"
          onClick={() => openDialog(null)}
          disabled={blocked !== null}
          aria-describedby={blocked ? addBlockedId : undefined}
        >
          <UserPlus aria-hidden="true" className="size-3.5" />
          {M.add}
        </Button>
      </div>

      {dialog.key > 0 ? (
        <ContactDialog
          key={dialog.key}
          clientId={clientId}
          open={dialog.open}
          onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
          editing={dialog.editing}
        />
      ) : null}
      <ConfirmDialog
        open={removal.open}
        onOpenChange={(open) => {
          if (!open) setRemoval((r) => ({ ...r, open: false }));
        }}
        onConfirm={confirmRemoval}
        title={M.removeTitle(removal.target?.name ?? '')}
        message={M.removeMessage}
        confirmLabel={M.remove}
        busy={remove.isPending}
        busyLabel={M.removing}
      />
    </>
  );
}
