import { useQuery } from '@tanstack/react-query';
import { clientQuery } from '../../../api/clients';

export function useClient(id: string) {
  return useQuery(clientQuery(id));
}
