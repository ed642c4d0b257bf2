import { ROLE_LABELS, type Role, type TeamInvitation, type TeamMember, type TeamResponse } from '@bloom/core';
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

/** 'Sent Mar 5, 2025 by Ana Lima', without the inviter when their account is gone. */
export const sentLine = ({ sentAt, invitedBy }: Pick<TeamInvitation, 'sentAt' | 'invitedBy'>): string =>
  `Sent ${formatOwnerDate(sentAt)}${invitedBy ? ` by ${invitedBy}` : ''}`;

/** 'an Admin', 'a Member', 'an Owner'. */
export const roleWithArticle = (role: Role): string => `${role === 'member' ? 'a' : 'an'} ${ROLE_LABELS[role]}`;
