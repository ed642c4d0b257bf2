import { INVITATION_MESSAGES, type InvitationPreview } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../../../api/session';
import { teamKeys } from '../../../api/team';
import { ApiError } from '../../../lib/api-client';
import { render, type Seed, textOf } from '../team-test-data';
import { AcceptInvitationPage } from './accept-invitation-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN_-0';
const preview: InvitationPreview = {
  workspaceName: 'Lima Studio',
  inviterName: 'Ana Lima',
  email: 'bo@example.com',
  role: 'admin',
  expiresAt: '2026-03-12T12:00:00.000Z',
};
const show = (seeds: Seed[]) =>
  render(<AcceptInvitationPage />, seeds, { path: `/invite/${TOKEN}`, route: '/invite/:token' });

describe('AcceptInvitationPage', () => {
  it('shows the invitation and, signed out, the ways to an account that come back here', () => {
    const html = show([
      [teamKeys.invitation(TOKEN), preview],
      [sessionKeys.all, null],
    ]);
    const text = textOf(html);
    expect(text).toContain('Join Lima Studio');
    expect(text).toContain('Ana Lima invited you to work in Lima Studio as an Admin.');
    expect(text).toContain('bo@example.com');
    expect(html).toContain(`href="/signup?invite=${TOKEN}"`);
    expect(html).toContain(`href="/login?invite=${TOKEN}"`);
    expect(text).not.toContain('Accept and join');
  });

  it('offers to accept when signed in', () => {
    const session = { user: { id: 'u2', email: 'bo@example.com', name: 'Bo' } };
    const text = textOf(
      show([
        [teamKeys.invitation(TOKEN), preview],
        [sessionKeys.all, session],
      ]),
    );
    expect(text).toContain('Accept and join Lima Studio');
    expect(text).toContain('Signed in as bo@example.com');
    expect(text).not.toContain('Create account');
  });

  it('says when the link cannot be used, with the way home', () => {
    const gone = new ApiError(404, 'NOT_FOUND', INVITATION_MESSAGES.invalid);
    const html = show([
      [teamKeys.invitation(TOKEN), gone],
      [sessionKeys.all, null],
    ]);
    expect(textOf(html)).toContain(INVITATION_MESSAGES.invalid);
    expect(html).toContain('href="/"');
    expect(textOf(html)).not.toContain('Try again');
  });
});
