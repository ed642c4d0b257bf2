import { ASSIGNMENT_MESSAGES, type TeamMember } from '@bloom/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { assignee, render, sessionAs, textOf } from '../clients-test-data';
import { AssigneeInitials } from './assignee-avatars';
import { AssigneesCard } from './assignees-card';
import { AssigneePicker } from './assignees-dialog';

const client = (names: string[]) => ({ id: 'c1', clientName: 'Jordan Lee', assignees: names.map(assignee) });
const CHANGE = `aria-label="${ASSIGNMENT_MESSAGES.changeLabel}"`;

describe('AssigneesCard', () => {
  it('names each assignee beside their initials, marking oneself', () => {
    const html = render(<AssigneesCard client={client(['Ana Lima', 'Bo Chen'])} />, [sessionAs('owner')]);
    const text = textOf(html);
    expect(text).toContain('Assigned to AL Ana Lima (you) BC Bo Chen');
    expect(text).not.toContain(ASSIGNMENT_MESSAGES.nobody);
  });

  it('lets the Owner and an Admin change it', () => {
    for (const role of ['owner', 'admin'] as const) {
      const html = render(<AssigneesCard client={client(['Bo Chen'])} />, [sessionAs(role)]);
      expect(html, role).toContain(CHANGE);
      expect(textOf(html), role).not.toContain(ASSIGNMENT_MESSAGES.readOnly);
    }
  });

  it('shows a Member the list read-only', () => {
    const html = render(<AssigneesCard client={client(['Max Member'])} />, [sessionAs('member', 'user-Max Member')]);
    expect(html).not.toContain(CHANGE);
    expect(textOf(html)).toContain('Max Member (you)');
    expect(textOf(html)).toContain(ASSIGNMENT_MESSAGES.readOnly);
  });

  it('says who is notified when no one is assigned', () => {
    const text = textOf(render(<AssigneesCard client={client([])} />, [sessionAs('admin')]));
    expect(text).toContain('No one assigned — Owner and Admins are notified');
  });
});

const member = (name: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  userId: `user-${name}`,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  role: 'member',
  joinedAt: '2026-03-01T12:00:00.000Z',
  isYou: false,
  assignedClients: 0,
  ...extra,
});

/** The fields of a query result the picker reads. */
const query = (state: Partial<UseQueryResult<TeamMember[]>>) =>
  ({ isPending: false, isError: false, error: null, isFetching: false, refetch: () => {}, ...state }) as UseQueryResult<
    TeamMember[]
  >;
const pick = (members: UseQueryResult<TeamMember[]>, picked: string[] = [], disabled = false) =>
  render(<AssigneePicker members={members} picked={new Set(picked)} disabled={disabled} onToggle={() => {}} />, []);

describe('AssigneePicker', () => {
  it('lists every member with a labelled checkbox, the assignees ticked', () => {
    const members = [
      member('Ana Lima', { role: 'owner', isYou: true }),
      member('Bo Chen', { role: 'admin' }),
      member('Cy Diaz'),
    ];
    const html = pick(query({ isSuccess: true, data: members }), ['user-Bo Chen']);
    expect(textOf(html)).toContain('Team members AL Ana Lima (you) Owner BC Bo Chen Admin CD Cy Diaz Member');
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(3);
    expect(boxes.filter((b) => b.includes('checked=""'))).toEqual([
      expect.stringContaining('id="assignee-user-Bo Chen"'),
    ]);
    expect(html).toContain('for="assignee-user-Cy Diaz"');
  });

  it('turns the boxes off while saving', () => {
    const html = pick(query({ isSuccess: true, data: [member('Cy Diaz')] }), [], true);
    expect(html).toMatch(/<input[^>]*disabled=""/);
  });

  it('shows a skeleton while the team loads, and the error with Try again', () => {
    expect(textOf(pick(query({ isPending: true })))).toContain('Loading team...');
    const failed = pick(query({ isError: true, error: new Error('Network down.') }));
    expect(textOf(failed)).toContain(`${ASSIGNMENT_MESSAGES.teamLoadFailed} Network down. Try again`);
  });
});

describe('AssigneeInitials', () => {
  it('shows up to three initials then +N, read out with every name', () => {
    const html = render(
      <AssigneeInitials assignees={['Ana Lima', 'Bo Chen', 'Cy Diaz', 'Dee Park'].map(assignee)} />,
      [],
    );
    expect(textOf(html)).toContain('Assigned to Ana Lima, Bo Chen, Cy Diaz, Dee Park AL BC CD +1');
  });

  it('shows nothing for an unassigned client', () => {
    expect(render(<AssigneeInitials assignees={[]} />, [])).toBe('');
  });
});
