import { MAX_MEMBERS, OWNERSHIP_MESSAGES, TEAM_MESSAGES, type WorkspaceMembership } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamKeys } from '../../../api/team';
import { ApiError } from '../../../lib/api-client';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { member, ownershipTransfer, render, type Seed, textOf } from '../team-test-data';
import { TeamPage } from './team-page';

const workspaces = (role: WorkspaceMembership['role']): Seed => [
  teamKeys.workspaces(),
  [{ id: 'w1', name: 'Lima Studio', role, active: true }],
];
const team = (you: 'owner' | 'admin'): Seed => [
  teamKeys.team(),
  {
    members: [
      member('Ana Lima', { role: 'owner', isYou: you === 'owner' }),
      member('Bo Chen', { role: 'admin', isYou: you === 'admin' }),
      member('Cy Diaz'),
    ],
    invitations: [],
    maxMembers: MAX_MEMBERS,
    ownershipTransfer: null,
  },
];
const transfer = (value: ReturnType<typeof ownershipTransfer> | null): Seed => [teamKeys.ownershipTransfer(), value];

beforeAll(() => setOwnerTimeZone('UTC'));

describe('transferring ownership on the team page', () => {
  it("offers the Owner Transfer ownership in each other member's menu while none is waiting", () => {
    const html = render(<TeamPage />, [team('owner'), workspaces('owner'), transfer(null)]);
    expect(html).toContain('aria-label="More actions for Bo Chen"');
    expect(html).toContain('aria-label="More actions for Cy Diaz"');
    expect(html).not.toContain('More actions for Ana Lima');
  });

  it('shows the Owner the waiting transfer with Cancel, and no second one to start', () => {
    const html = render(<TeamPage />, [team('owner'), workspaces('owner'), transfer(ownershipTransfer())]);
    const text = textOf(html);
    expect(text).toContain(`${OWNERSHIP_MESSAGES.pendingTitle('Bo Chen')} Ana Lima asked on Mar 5, 2026.`);
    expect(text).toContain('by Mar 12, 2026');
    expect(text).toContain('Cancel transfer');
    expect(html).not.toContain('More actions for');
  });

  it('shows an Admin the waiting transfer, without Cancel or the menu', () => {
    const text = textOf(
      render(<TeamPage />, [team('admin'), workspaces('admin'), transfer(ownershipTransfer({ toName: 'Cy Diaz' }))]),
    );
    expect(text).toContain(OWNERSHIP_MESSAGES.pendingTitle('Cy Diaz'));
    expect(text).not.toContain('Cancel transfer');
    expect(text).not.toContain('More actions');
  });

  it('offers the member it names to accept with their password, even as a Member', () => {
    const forbidden = new ApiError(403, 'ROLE_FORBIDDEN', TEAM_MESSAGES.roleForbidden('member'));
    const offer = ownershipTransfer({ forYou: true, replacesWorkspace: 'My Workspace' });
    const html = render(<TeamPage />, [[teamKeys.team(), forbidden], workspaces('member'), transfer(offer)]);
    const text = textOf(html);
    expect(text).toContain(OWNERSHIP_MESSAGES.offerTitle('Ana Lima'));
    expect(text).toContain(OWNERSHIP_MESSAGES.offerMessage('Lima Studio', 'Ana Lima'));
    expect(text).toContain(OWNERSHIP_MESSAGES.replacesWorkspace('My Workspace'));
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Your password<\/label>.*id="\1"[^>]*type="password"/s);
    expect(html).toContain('autoComplete="current-password"');
    expect(text).toContain('Accept ownership');
    expect(text).not.toContain('Cancel transfer');
  });
});
