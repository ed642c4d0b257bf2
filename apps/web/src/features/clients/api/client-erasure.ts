import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../api/clients';
import { dashboardKeys } from '../../../api/dashboard';
import { insightKeys } from '../../../api/insights';
import { paymentKeys } from '../../../api/payments';
import { submissionKeys } from '../../../api/submissions';
import { testimonialKeys } from '../../../api/testimonials';
import { api } from '../../../lib/api-client';

/**
 * POST /api/clients/:id/erasure: the client's personal data goes, the client answers 404 from
 * then on. Every list that showed it is refreshed; its own queries are only marked stale, so the
 * page being left does not flash 'Client not found' before the navigation.
 */
export function useEraseClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
      api('POST /api/clients/{id}/erasure', { params: { id }, body: { confirmName } }),
    onSuccess: async (_answer, { id }) => {
      await queryClient.invalidateQueries({ queryKey: clientKeys.detail(id), refetchType: 'none' });
      await Promise.all(
        [
          clientKeys.lists(),
          dashboardKeys.all,
          submissionKeys.all,
          testimonialKeys.all,
          insightKeys.all,
          paymentKeys.lists(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
