import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/billing/test/checkout/:id/complete → where checkout returns to (the success URL). */
export function useCompleteTestCheckout(id: string) {
  return useMutation({ mutationFn: () => api('POST /api/billing/test/checkout/{id}/complete', { params: { id } }) });
}
