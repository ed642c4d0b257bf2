import type { WorkspaceMembership } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { teamKeys } from '../../../api/team';
import { render, textOf } from '../team-test-data';
import { WorkspaceSwitcher } from './workspace-switcher';

const workspace = (name: string, role: WorkspaceMembership['role'], active = false): WorkspaceMembership => ({
  id: `w-${name}`,
  name,
  role,
  active,
});

describe('WorkspaceSwitcher', () => {
  it('renders nothing for one workspace', () => {
    expect(render(<WorkspaceSwitcher />, [[teamKeys.workspaces(), [workspace('Mine', 'owner', true)]]])).toBe('');
  });

  it('lists each workspace with the role held there, the active one marked', () => {
    const html = render(<WorkspaceSwitcher as="list" />, [
      [teamKeys.workspaces(), [workspace('Mine', 'owner', true), workspace('Lima Studio', 'member')]],
    ]);
    expect(textOf(html)).toContain('Workspaces Mine Owner Lima Studio Member');
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-current="true"[^>]*>.*?Mine/);
  });
});
