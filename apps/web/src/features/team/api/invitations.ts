import { useMutation, useQuery } from '@tanstack/react-query';
import { invitationPreviewQuery } from '../../../api/team';
import { api } from '../../../lib/api-client';
import { useEnterWorkspace } from './enter-workspace';

export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQuery(token));
}

/**
 * POST /api/invitations/{token}/accept, signed in with the address invited (else 403
 * INVITATION_EMAIL_MISMATCH, whose message names it); the session then works in the new workspace.
 */
export function useAcceptInvitation(token: string) {
  const enter = useEnterWorkspace();
  return useMutation({
    mutationFn: () => api('POST /api/invitations/{token}/accept', { params: { token } }),
    onSuccess: enter,
  });
}
