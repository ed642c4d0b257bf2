import { useQuery } from '@tanstack/react-query';
import { testPortalQuery } from '../../../api/test-billing';

export function useTestPortal(id: string) {
  return useQuery(testPortalQuery(id));
}
