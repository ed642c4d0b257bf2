import { ROLE_ACTIONS, ROLES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { canAccess } from './role-access';

describe('canAccess', () => {
  it('lets Owners and Admins manage the team, not Members', () => {
    expect(canAccess('owner', 'team.manage')).toBe(true);
    expect(canAccess('admin', 'team.manage')).toBe(true);
    expect(canAccess('member', 'team.manage')).toBe(false);
  });

  it('keeps billing to the Owner', () => {
    expect(canAccess('owner', 'billing.manage')).toBe(true);
    expect(canAccess('admin', 'billing.manage')).toBe(false);
    expect(canAccess('member', 'billing.manage')).toBe(false);
  });

  it('answers as core’s table for every role and action', () => {
    for (const role of ROLES) {
      for (const [action, roles] of Object.entries(ROLE_ACTIONS)) {
        expect(canAccess(role, action as keyof typeof ROLE_ACTIONS)).toBe((roles as readonly string[]).includes(role));
      }
    }
  });
});
