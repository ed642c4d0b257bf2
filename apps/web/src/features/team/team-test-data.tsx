import type { OwnershipTransfer, TeamInvitation, TeamMember } from '@bloom/core';

export { render, type Seed, textOf } from '../../lib/static-render';

/** Fixtures for the team screens' tests (never bundled: only tests import it). */

export const member = (name: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  userId: `user-${name}`,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  role: 'member',
  joinedAt: '2026-03-01T12:00:00.000Z',
  isYou: false,
  assignedClients: 0,
  ...extra,
});

export const invitation = (email: string, extra: Partial<TeamInvitation> = {}): TeamInvitation => ({
  id: `invitation-${email}`,
  email,
  role: 'member',
  queuedAt: '2026-03-05T12:00:00.000Z',
  delivery: 'delivered',
  deliveredAt: '2026-03-05T12:00:05.000Z',
  refusedReason: null,
  expiresAt: '2026-03-12T12:00:00.000Z',
  expired: false,
  invitedBy: 'Ana Lima',
  ...extra,
});

export const ownershipTransfer = (extra: Partial<OwnershipTransfer> = {}): OwnershipTransfer => ({
  workspaceName: 'Lima Studio',
  fromUserId: 'user-Ana Lima',
  fromName: 'Ana Lima',
  toUserId: 'user-Bo Chen',
  toName: 'Bo Chen',
  toEmail: 'bo.chen@example.com',
  requestedAt: '2026-03-05T12:00:00.000Z',
  expiresAt: '2026-03-12T12:00:00.000Z',
  forYou: false,
  replacesWorkspace: null,
  ...extra,
});
