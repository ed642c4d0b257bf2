import { useQuery } from '@tanstack/react-query';
import { clientDeliverablesQuery } from '../../../api/deliverables';

export function useClientDeliverables(clientId: string) {
  return useQuery(clientDeliverablesQuery(clientId));
}
