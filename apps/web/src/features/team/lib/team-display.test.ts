import { INVITATION_DELIVERY_MESSAGES, type TeamInvitation, type TeamMember } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import {
  clientsLabel,
  deliveryLine,
  invitationsPollMs,
  memberName,
  roleWithArticle,
  seatsLabel,
  seatsUsed,
} from './team-display';

const invitation = (expired: boolean): TeamInvitation => ({
  id: crypto.randomUUID(),
  email: 'ana@example.com',
  role: 'member',
  queuedAt: '2026-03-05T12:00:00.000Z',
  delivery: 'delivered',
  deliveredAt: '2026-03-05T12:00:05.000Z',
  refusedReason: null,
  expiresAt: '2026-03-12T12:00:00.000Z',
  expired,
  invitedBy: 'Ana Lima',
});

const member = (name: string, role: TeamMember['role'] = 'member'): TeamMember => ({
  userId: crypto.randomUUID(),
  name,
  email: 'ana@example.com',
  role,
  joinedAt: '2026-03-01T12:00:00.000Z',
  isYou: false,
  assignedClients: 0,
});

beforeAll(() => setOwnerTimeZone('UTC'));

describe('team display', () => {
  it('counts members and open invitations as seats, not expired ones', () => {
    const members = [member('Ana Lima', 'owner'), member('Bo')];
    expect(seatsUsed({ members, invitations: [invitation(false), invitation(true), invitation(false)] })).toBe(4);
    expect(seatsUsed({ members, invitations: [] })).toBe(2);
    expect(seatsLabel(4, 10)).toBe('4 of 10 seats used');
  });

  it('words the assigned clients', () => {
    expect(clientsLabel(0)).toBe('No clients assigned');
    expect(clientsLabel(1)).toBe('1 client assigned');
    expect(clientsLabel(12)).toBe('12 clients assigned');
  });

  it('says delivered, with when and by whom, only once the mail server took it', () => {
    const now = Date.parse('2026-03-06T12:00:00.000Z');
    expect(deliveryLine(invitation(false), now)).toEqual({
      kind: 'delivered',
      text: 'Delivered Mar 5, 2026 by Ana Lima',
    });
    expect(deliveryLine({ ...invitation(false), invitedBy: null }, now).text).toBe('Delivered Mar 5, 2026');
  });

  it('says queued while the email is on its way, and slow after a couple of minutes or once expired', () => {
    const queued = { ...invitation(false), delivery: 'queued' as const, deliveredAt: null };
    const at = Date.parse(queued.queuedAt);
    expect(deliveryLine(queued, at + 5_000)).toEqual({ kind: 'sending', text: 'Queued — sending…' });
    expect(deliveryLine(queued, at + 3 * 60_000)).toEqual({
      kind: 'slow',
      text: "Queued Mar 5, 2026 — the mail server hasn't taken it yet",
    });
    expect(deliveryLine({ ...queued, expired: true }, at + 5_000).kind).toBe('slow');
  });

  it("says the address was refused, with the server's answer and what to do", () => {
    const reason = '550 5.1.1 No such user here';
    const refused = { ...invitation(false), delivery: 'refused' as const, deliveredAt: null, refusedReason: reason };
    const line = deliveryLine(refused, Date.parse(refused.queuedAt) + 5_000);
    expect(line).toEqual({ kind: 'refused', text: INVITATION_DELIVERY_MESSAGES.refused(reason) });
    expect(line.text).toBe(`Address refused: ${reason} — check the address and invite again`);
  });

  it('reads the team again while an email is on its way: often at first, then less, then not', () => {
    const queued = { ...invitation(false), delivery: 'queued' as const, deliveredAt: null };
    const at = Date.parse(queued.queuedAt);
    expect(invitationsPollMs(undefined, at)).toBe(false);
    expect(invitationsPollMs([invitation(false)], at)).toBe(false);
    expect(invitationsPollMs([invitation(false), queued], at + 5_000)).toBe(3_000);
    expect(invitationsPollMs([queued], at + 5 * 60_000)).toBe(15_000);
    expect(invitationsPollMs([queued], at + 20 * 60_000)).toBe(false);
    // The newest queued one sets the pace; an expired one's mail will not go.
    const newer = { ...queued, queuedAt: new Date(at + 20 * 60_000).toISOString() };
    expect(invitationsPollMs([queued, newer], at + 20 * 60_000 + 1_000)).toBe(3_000);
    expect(invitationsPollMs([{ ...queued, expired: true }], at + 5_000)).toBe(false);
  });

  it('calls a member by name, or by address without one', () => {
    expect(memberName(member('Ana Lima'))).toBe('Ana Lima');
    expect(memberName(member('  '))).toBe('ana@example.com');
  });

  it('puts the right article before a role', () => {
    expect(roleWithArticle('admin')).toBe('an Admin');
    expect(roleWithArticle('member')).toBe('a Member');
    expect(roleWithArticle('owner')).toBe('an Owner');
  });
});
