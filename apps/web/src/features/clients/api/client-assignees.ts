import type { ClientDetailDto } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../api/clients';
import { dashboardKeys } from '../../../api/dashboard';
import { teamKeys, teamQuery } from '../../../api/team';
import { api } from '../../../lib/api-client';

/** The workspace's members to pick from (GET /api/team, Owner and Admins only); read once `enabled`. */
export function useTeamMembers(enabled: boolean) {
  return useQuery({ ...teamQuery(), enabled, select: (team) => team.members });
}

/**
 * PUT /api/clients/{id}/assignees: replaces who works on the client. The answer goes into the cached
 * client at once; the lists, the dashboard and the team's counts are read again.
 */
export function useSetAssignees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userIds }: { id: string; userIds: string[] }) =>
      api('PUT /api/clients/{id}/assignees', { params: { id }, body: { userIds } }),
    onSuccess: ({ assignees }, { id }) => {
      queryClient.setQueryData<ClientDetailDto>(clientKeys.detail(id), (c) => (c ? { ...c, assignees } : c));
      for (const queryKey of [clientKeys.lists(), dashboardKeys.all, teamKeys.team()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
