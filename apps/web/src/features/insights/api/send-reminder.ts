import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emailKeys } from '../../../api/email';
import { insightKeys } from '../../../api/insights';
import { api } from '../../../lib/api-client';

/**
 * POST /api/clients/:id/reminders/send: 'Send reminder now', through the reminder rules (quiet
 * hours move it to 08:00 on the client's clock; unsubscribed or already reminded today is a 409
 * with the reason). The answer's email status replaces the client page's cached one.
 */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api('POST /api/clients/{id}/reminders/send', { params: { id } }),
    onSuccess: ({ email }, { id }) => {
      queryClient.setQueryData(emailKeys.client(id), email);
      void queryClient.invalidateQueries({ queryKey: insightKeys.stuckAll() });
    },
  });
}
