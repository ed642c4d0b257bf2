import { useQuery } from '@tanstack/react-query';
import { testCheckoutQuery } from '../../../api/test-billing';

export function useTestCheckout(id: string) {
  return useQuery(testCheckoutQuery(id));
}
