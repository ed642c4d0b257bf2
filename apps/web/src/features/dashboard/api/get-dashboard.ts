import { useQuery } from '@tanstack/react-query';
import { dashboardQuery } from '../../../api/dashboard';

export function useDashboard() {
  return useQuery(dashboardQuery());
}
