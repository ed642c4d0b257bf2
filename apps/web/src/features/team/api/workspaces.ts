import { useMutation, useQuery } from '@tanstack/react-query';
import { workspacesQuery } from '../../../api/team';
import { api } from '../../../lib/api-client';
import { useEnterWorkspace } from './enter-workspace';

export function useWorkspaces() {
  return useQuery(workspacesQuery());
}

/** POST /api/workspaces/{id}/switch: this session works in that workspace from now on. */
export function useSwitchWorkspace() {
  const enter = useEnterWorkspace();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/workspaces/{id}/switch', { params: { id } }),
    onSuccess: enter,
  });
}
