import { CONTACT_MESSAGES, type ContactDto } from '@bloom/core';
import { Copy, Link2, MoreHorizontal, Pencil, Send, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { invitationBlock, invitationStatus, lastVisitLabel } from '../contact-state';
import { CONTACTS_CARD_MESSAGES as M } from '../contacts-messages';

export interface ContactRowActions {
  onCopy: (contact: ContactDto) => void;
  onInvite: (contact: ContactDto) => void;
  onEdit: (contact: ContactDto) => void;
  onMakePrimary: (contact: ContactDto) => void;
  onRemove: (contact: ContactDto) => void;
  /** Id of the contact whose invitation is being asked for. */
  invitingId: string | undefined;
  /** Id of the contact being made primary. */
  promotingId: string | undefined;
}

/**
 * One contact: who they are, their invitation and last visit, their own portal link with Copy,
 * Send invitation (off, with the reason under it, when they cannot be emailed), and a menu with
 * Edit, Make primary and Remove (the last two never for the primary contact).
 */
export function ContactRow({
  contact,
  sending,
  actions,
}: {
  contact: ContactDto;
  /** Their invitation was asked for and the mail server has not taken it yet. */
  sending: boolean;
  actions: ContactRowActions;
}) {
  const nameId = useId();
  const blockedId = useId();
  const status = invitationStatus(contact, sending);
  const blocked = invitationBlock(contact);
  const invited = contact.invitationSentAt !== null || sending;

  return (
    <li aria-labelledby={nameId} className="px-5 py-4 sm:px-6">
      <div className="flex items-start gap-3">
        <InitialsAvatar name={contact.name} email={contact.email} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={nameId} className="font-medium break-words text-slate-900">
              {contact.name}
            </span>
            {contact.primary ? <Badge tone="primary">{M.primary}</Badge> : null}
          </p>
          <p className="text-sm wrap-anywhere text-slate-600">
            {contact.role ? <span className="break-words">{contact.role} · </span> : null}
            {contact.email ?? <span className="italic">{M.noEmail}</span>}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <Badge tone={status.tone}>{status.label}</Badge>
            <span>{lastVisitLabel(contact)}</span>
          </p>
        </div>
        <RowMenu contact={contact} actions={actions} />
      </div>

      <div className="mt-3 space-y-2 sm:pl-13">
        {/* Inline-size containment: the long address never widens the card (or the page's grid) on a phone. */}
        <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-slate-600 contain-inline-size">
          <Link2 aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
          <span className="sr-only">{M.portalLinkOf(contact.name)}: </span>
          <span className="min-w-0 truncate font-mono text-xs select-all" title={contact.portalUrl}>
            {contact.portalUrl}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => actions.onCopy(contact)}>
            <Copy aria-hidden="true" className="size-3.5" />
            {M.copyLink}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => actions.onInvite(contact)}
            busy={actions.invitingId === contact.id}
            busyText={M.sending}
            disabled={blocked !== null}
            aria-describedby={blocked ? blockedId : undefined}
            aria-label={`${invited ? M.resendInvitation : M.sendInvitation} to ${contact.name}`}
          >
            <Send aria-hidden="true" className="size-3.5" />
            {invited ? M.resendInvitation : M.sendInvitation}
          </Button>
        </div>
        {blocked ? (
          <p id={blockedId} className="text-xs break-words text-amber-800">
            {blocked}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function RowMenu({ contact, actions }: { contact: ContactDto; actions: ContactRowActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={M.moreActions(contact.name)}
        disabled={actions.promotingId === contact.id}
        className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-600 transition-colors duration-150 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-60 data-[state=open]:bg-slate-100"
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuItem onSelect={() => actions.onEdit(contact)}>
          <Pencil aria-hidden="true" className="size-4" />
          {M.editAction}
        </DropdownMenuItem>
        {contact.primary ? (
          // Said rather than hidden: why this contact has no Remove.
          <DropdownMenuLabel>{CONTACT_MESSAGES.primaryCannotBeRemoved}</DropdownMenuLabel>
        ) : (
          <>
            <DropdownMenuItem onSelect={() => actions.onMakePrimary(contact)}>
              <Star aria-hidden="true" className="size-4" />
              {M.makePrimary}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => actions.onRemove(contact)}
              className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {M.remove}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
