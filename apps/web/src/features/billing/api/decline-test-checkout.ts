import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/billing/test/checkout/:id/decline: always 402 CARD_DECLINED, as a declined card would. */
export function useDeclineTestCheckout(id: string) {
  return useMutation({ mutationFn: () => api('POST /api/billing/test/checkout/{id}/decline', { params: { id } }) });
}
