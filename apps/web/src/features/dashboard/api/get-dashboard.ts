import type { AssignedFilter } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { dashboardQuery } from '../../../api/dashboard';

export function useDashboard(assigned?: AssignedFilter) {
  return useQuery(dashboardQuery(assigned));
}
