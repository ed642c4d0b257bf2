import type { TeamInvitation, TeamMember } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { clientsLabel, memberName, roleWithArticle, seatsLabel, seatsUsed, sentLine } from './team-display';

const invitation = (expired: boolean): TeamInvitation => ({
  id: crypto.randomUUID(),
  email: 'ana@example.com',
  role: 'member',
  sentAt: '2026-03-05T12:00:00.000Z',
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

  it('says when and by whom an invitation was sent', () => {
    expect(sentLine(invitation(false))).toBe('Sent Mar 5, 2026 by Ana Lima');
    expect(sentLine({ ...invitation(false), invitedBy: null })).toBe('Sent Mar 5, 2026');
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
