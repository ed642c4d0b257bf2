import { INVITATION_TOKEN_PATTERN } from '@bloom/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** The team of a shared workspace (issue 33): its members and invitations, and the workspaces one belongs to. */
export const teamKeys = {
  all: ['team'] as const,
  /** GET /api/team: members and open invitations of the session's workspace. */
  team: () => ['team', 'members'] as const,
  /** GET /api/workspaces: every workspace of the signed-in person. */
  workspaces: () => ['team', 'workspaces'] as const,
  /** GET /api/invitations/{token}: what an invitation link shows before it is accepted. */
  invitation: (token: string) => ['team', 'invitation', token] as const,
  /** GET /api/team/ownership-transfer: the transfer of ownership waiting in the session's workspace. */
  ownershipTransfer: () => ['team', 'ownership-transfer'] as const,
};

/** GET /api/team (Owner and Admin; a Member gets 403 ROLE_FORBIDDEN). */
export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.team(),
    queryFn: ({ signal }) => api('GET /api/team', { signal }),
  });

/** GET /api/team/ownership-transfer (every role): the Owner and Admins see it, a Member only when it names them. */
export const ownershipTransferQuery = () =>
  queryOptions({
    queryKey: teamKeys.ownershipTransfer(),
    queryFn: async ({ signal }) => (await api('GET /api/team/ownership-transfer', { signal })).transfer,
  });

/** GET /api/workspaces: the person's workspaces by name, the session's marked active. */
export const workspacesQuery = () =>
  queryOptions({
    queryKey: teamKeys.workspaces(),
    queryFn: async ({ signal }) => (await api('GET /api/workspaces', { signal })).workspaces,
  });

/** GET /api/invitations/{token}: public; a used, expired, revoked or unknown link is a 404. */
export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => api('GET /api/invitations/{token}', { params: { token }, signal }),
  });

/** Where an invitation link's page is: sign-in and sign-up come back here once done. */
export const invitationReturnPath = (token: string): string => `/invite/${encodeURIComponent(token)}`;

/**
 * The invitation page to come back to from `?invite=` of /login or /signup, or null when there is
 * none or it is not a token's shape (so the parameter can never send anyone elsewhere).
 */
export function invitationReturnPathFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('invite');
  return token && INVITATION_TOKEN_PATTERN.test(token) ? invitationReturnPath(token) : null;
}
