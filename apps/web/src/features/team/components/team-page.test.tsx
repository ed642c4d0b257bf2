import {
  INVITATION_DELIVERY_MESSAGES,
  INVITATION_MESSAGES,
  MAX_MEMBERS,
  TEAM_MESSAGES,
  type TeamResponse,
  type WorkspaceMembership,
} from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamKeys } from '../../../api/team';
import { ApiError } from '../../../lib/api-client';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { invitation, member, render, type Seed, textOf } from '../team-test-data';
import { TeamPage } from './team-page';

const workspaces = (role: WorkspaceMembership['role']): Seed => [
  teamKeys.workspaces(),
  [{ id: 'w1', name: 'Lima Studio', role, active: true }],
];
const team = (extra: Partial<TeamResponse> = {}): Seed => [
  teamKeys.team(),
  {
    members: [
      member('Ana Lima', { role: 'owner', isYou: true, assignedClients: 4 }),
      member('Bo Chen', { role: 'admin', assignedClients: 1 }),
      member('Cy Diaz'),
    ],
    invitations: [invitation('dee@example.com'), invitation('eve@example.com', { expired: true, invitedBy: null })],
    maxMembers: MAX_MEMBERS,
    ...extra,
  },
];

beforeAll(() => setOwnerTimeZone('UTC'));

describe('TeamPage', () => {
  it('lists the members with their roles and clients, and the open invitations', () => {
    const html = render(<TeamPage />, [team(), workspaces('owner')]);
    const text = textOf(html);
    // Three members and one unexpired invitation.
    expect(text).toContain('4 of 10 seats used');
    expect(text).toContain('Ana Lima You ana.lima@example.com Owner 4 clients assigned');
    expect(html).toContain('aria-label="Role of Bo Chen"');
    expect(html).toContain('aria-label="Remove Cy Diaz"');
    // Neither the Owner nor oneself is removed or changed from this list.
    expect(html).not.toContain('Remove Ana Lima');
    expect(html).not.toContain('Role of Ana Lima');
    expect(text).toContain('1 client assigned');
    expect(text).toContain('No clients assigned');
    expect(text).toContain('dee@example.com Member Delivered Mar 5, 2026 by Ana Lima');
    expect(text).toContain('eve@example.com Member Expired Delivered Mar 5, 2026 Resend');
    expect(text).not.toContain('Leave workspace');
  });

  it("tells a queued invitation's email from a delivered one and a refused address", () => {
    const reason = '550 5.1.1 No such user here';
    const invitations = [
      invitation('new@example.com', { delivery: 'queued', queuedAt: new Date().toISOString(), deliveredAt: null }),
      invitation('typo@exmaple.com', { delivery: 'refused', deliveredAt: null, refusedReason: reason }),
      invitation('dee@example.com'),
    ];
    const text = textOf(render(<TeamPage />, [team({ invitations }), workspaces('owner')]));
    expect(text).toContain(`new@example.com Member ${INVITATION_DELIVERY_MESSAGES.queued} Resend`);
    expect(text).toContain(`typo@exmaple.com Member ${INVITATION_DELIVERY_MESSAGES.refused(reason)} Resend`);
    expect(text).toContain('dee@example.com Member Delivered Mar 5, 2026 by Ana Lima');
    expect(text).not.toContain('Sent ');
  });

  it('says when no invitation is pending, and lets an Admin leave', () => {
    const text = textOf(render(<TeamPage />, [team({ invitations: [] }), workspaces('admin')]));
    expect(text).toContain('No pending invitations');
    expect(text).toContain('Leave workspace Stop working in Lima Studio.');
  });

  it('turns the invite button off once every seat is taken', () => {
    const members = Array.from({ length: 9 }, (_, i) => member(`Person ${i}`));
    const html = render(<TeamPage />, [
      team({ members, invitations: [invitation('x@example.com')] }),
      workspaces('owner'),
    ]);
    expect(textOf(html)).toContain(INVITATION_MESSAGES.teamFull(MAX_MEMBERS));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Invite member<\/button>/);
  });

  it('tells a Member the team is not theirs to manage, and still lets them leave', () => {
    const forbidden = new ApiError(403, 'ROLE_FORBIDDEN', TEAM_MESSAGES.roleForbidden('member'));
    const text = textOf(render(<TeamPage />, [[teamKeys.team(), forbidden], workspaces('member')]));
    expect(text).toContain(TEAM_MESSAGES.roleForbidden('member'));
    expect(text).not.toContain('Try again');
    expect(text).toContain('Leave workspace');
  });

  it('offers a retry when the team could not load, and a skeleton before', () => {
    const failed = new ApiError(500, 'INTERNAL', 'Something went wrong.');
    expect(textOf(render(<TeamPage />, [[teamKeys.team(), failed]]))).toContain(
      "We couldn't load your team Something went wrong. Try again",
    );
    expect(textOf(render(<TeamPage />, []))).toContain('Loading team');
  });
});
