import { OWNERSHIP_MESSAGES } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ownershipTransferQuery, teamKeys } from '../../../api/team';
import { api } from '../../../lib/api-client';

export function useOwnershipTransfer() {
  return useQuery(ownershipTransferQuery());
}

/** The transfer and the team that carries it are read again after a change to either. */
function useRefreshTransfer() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.ownershipTransfer() }),
      queryClient.invalidateQueries({ queryKey: teamKeys.team(), exact: true }),
    ]);
}

/** POST /api/team/ownership-transfer (the Owner): the member is emailed and has 7 days to accept. */
export function useStartTransfer() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTransfer();
  return useMutation({
    mutationFn: (userId: string) => api('POST /api/team/ownership-transfer', { body: { userId } }),
    onSuccess: ({ transfer }) => {
      queryClient.setQueryData(teamKeys.ownershipTransfer(), transfer);
      return refresh();
    },
  });
}

/**
 * DELETE /api/team/ownership-transfer (the Owner): the request stops at once. The toast is said
 * here: the notice with the button unmounts as soon as the transfer is gone.
 */
export function useCancelTransfer() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTransfer();
  return useMutation({
    mutationFn: () => api('DELETE /api/team/ownership-transfer'),
    onSuccess: () => {
      toast.success(OWNERSHIP_MESSAGES.cancelled);
      queryClient.setQueryData(teamKeys.ownershipTransfer(), null);
      return refresh();
    },
  });
}

/**
 * POST /api/team/ownership-transfer/accept with the new owner's password (a wrong one is a 400
 * with nothing changed). Roles, the session and billing all change, so every answer is read again.
 */
export function useAcceptTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api('POST /api/team/ownership-transfer/accept', { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
