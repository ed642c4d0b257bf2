import type { GrantableRole, InviteMemberInput, TeamInvitation, TeamMember, TeamResponse } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../api/clients';
import { teamKeys, teamQuery } from '../../../api/team';
import { api } from '../../../lib/api-client';
import { invitationsPollMs } from '../lib/team-display';
import { useEnterWorkspace } from './enter-workspace';

/** The team, read again every few seconds while an invitation's email is on its way. */
export function useTeam() {
  return useQuery({
    ...teamQuery(),
    refetchInterval: (query) => invitationsPollMs(query.state.data?.invitations, Date.now()),
  });
}

/** Puts a write's answer into the cached team at once, then reads the team again from the server. */
function useUpdateTeam() {
  const queryClient = useQueryClient();
  return (update: (team: TeamResponse) => TeamResponse) => {
    queryClient.setQueryData<TeamResponse>(teamKeys.team(), (team) => (team ? update(team) : team));
    void queryClient.invalidateQueries({ queryKey: teamKeys.team(), exact: true });
  };
}

const withInvitation = (team: TeamResponse, invitation: TeamInvitation): TeamResponse => ({
  ...team,
  invitations: team.invitations.some((i) => i.id === invitation.id)
    ? team.invitations.map((i) => (i.id === invitation.id ? invitation : i))
    : [invitation, ...team.invitations],
});

/** POST /api/team/invitations: 409 says why not (already a member, already invited, team full). */
export function useInviteMember() {
  const update = useUpdateTeam();
  return useMutation({
    mutationFn: (input: InviteMemberInput) => api('POST /api/team/invitations', { body: input }),
    onSuccess: ({ invitation }) => update((team) => withInvitation(team, invitation)),
  });
}

/** POST /api/team/invitations/{id}/resend: a new link and a new 7 days; the old link stops working. */
export function useResendInvitation() {
  const update = useUpdateTeam();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/team/invitations/{id}/resend', { params: { id } }),
    onSuccess: ({ invitation }) => update((team) => withInvitation(team, invitation)),
  });
}

/** DELETE /api/team/invitations/{id}: its link stops working at once. */
export function useRevokeInvitation() {
  const update = useUpdateTeam();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/team/invitations/{id}', { params: { id } }),
    onSuccess: (_, id) => update((team) => ({ ...team, invitations: team.invitations.filter((i) => i.id !== id) })),
  });
}

/** PATCH /api/team/members/{userId}: Admin or Member (the Owner's role is refused with a 409). */
export function useChangeRole() {
  const update = useUpdateTeam();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: GrantableRole }) =>
      api('PATCH /api/team/members/{userId}', { params: { userId }, body: { role } }),
    onSuccess: ({ member }) =>
      update((team) => ({
        ...team,
        members: team.members.map((m): TeamMember => (m.userId === member.userId ? member : m)),
      })),
  });
}

/** DELETE /api/team/members/{userId}: their clients go back to unassigned, their access ends at once. */
export function useRemoveMember() {
  const update = useUpdateTeam();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api('DELETE /api/team/members/{userId}', { params: { userId } }),
    onSuccess: (_, userId) => {
      update((team) => ({ ...team, members: team.members.filter((m) => m.userId !== userId) }));
      // Their clients are unassigned now.
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}

/** POST /api/team/leave: the Owner is refused (409, transfer ownership first); then on to one's own workspace. */
export function useLeaveWorkspace() {
  const enter = useEnterWorkspace();
  return useMutation({
    mutationFn: () => api('POST /api/team/leave'),
    onSuccess: enter,
  });
}
