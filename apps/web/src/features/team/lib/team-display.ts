import {
  INVITATION_DELIVERY_MESSAGES,
  ROLE_LABELS,
  type Role,
  type TeamInvitation,
  type TeamMember,
  type TeamResponse,
} from '@bloom/core';
import type { BadgeTone } from '../../../components/ui/badge';
import { formatOwnerDate } from '../../../lib/owner-dates';

/** A role's badge colour: the Owner stands out, an Admin less, a Member not. */
export const ROLE_TONES: Record<Role, BadgeTone> = { owner: 'purple', admin: 'blue', member: 'neutral' };

/** How a member is called: their name, or their address when they gave none. */
export const memberName = ({ name, email }: Pick<TeamMember, 'name' | 'email'>): string => name.trim() || email;

/** The seats taken: every member, and every invitation still open (an expired one frees its seat). */
export const seatsUsed = ({ members, invitations }: Pick<TeamResponse, 'members' | 'invitations'>): number =>
  members.length + invitations.filter((i) => !i.expired).length;

export const seatsLabel = (used: number, max: number): string => `${used} of ${max} seats used`;

export const clientsLabel = (count: number): string =>
  count === 0 ? 'No clients assigned' : `${count} ${count === 1 ? 'client' : 'clients'} assigned`;

/** After this long a queued email is slow: the mail server has not taken it at its first tries. */
const SLOW_AFTER_MS = 2 * 60_000;

type DeliveryFields = Pick<
  TeamInvitation,
  'delivery' | 'queuedAt' | 'deliveredAt' | 'refusedReason' | 'invitedBy' | 'expired'
>;

/** What the row says of the invitation's latest email, and how it looks. */
export interface DeliveryLine {
  kind: 'sending' | 'slow' | 'delivered' | 'refused';
  text: string;
}

/**
 * 'Queued — sending…' until the mail server takes it (slow after a couple of minutes, or once
 * expired: its mail will not go), then 'Delivered Mar 5, 2026 by Ana Lima' (the inviter, when
 * their account remains), or the server's refusal with what to do.
 */
export function deliveryLine(invitation: DeliveryFields, now: number): DeliveryLine {
  const { delivery, queuedAt, deliveredAt, refusedReason, invitedBy } = invitation;
  if (delivery === 'refused') {
    return { kind: 'refused', text: INVITATION_DELIVERY_MESSAGES.refused(refusedReason ?? '') };
  }
  if (delivery === 'delivered') {
    return {
      kind: 'delivered',
      text: INVITATION_DELIVERY_MESSAGES.delivered(formatOwnerDate(deliveredAt ?? queuedAt), invitedBy),
    };
  }
  if (invitation.expired || now - Date.parse(queuedAt) > SLOW_AFTER_MS) {
    return { kind: 'slow', text: INVITATION_DELIVERY_MESSAGES.slow(formatOwnerDate(queuedAt)) };
  }
  return { kind: 'sending', text: INVITATION_DELIVERY_MESSAGES.queued };
}

/**
 * How often to read the team again while an invitation's email is on its way: every 3 s for the
 * first minute (a healthy mail server answers in seconds), then every 15 s, and not after 15
 * minutes (a reload or a later visit reads it again). An expired one's mail will not go.
 */
export function invitationsPollMs(invitations: DeliveryFields[] | undefined, now: number): number | false {
  const waits = (invitations ?? [])
    .filter((i) => i.delivery === 'queued' && !i.expired)
    .map((i) => now - Date.parse(i.queuedAt));
  if (waits.length === 0) return false;
  const shortest = Math.min(...waits);
  if (shortest < 60_000) return 3_000;
  if (shortest < 15 * 60_000) return 15_000;
  return false;
}

/** 'an Admin', 'a Member', 'an Owner'. */
export const roleWithArticle = (role: Role): string => `${role === 'member' ? 'a' : 'an'} ${ROLE_LABELS[role]}`;
