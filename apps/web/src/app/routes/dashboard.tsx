import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export { DashboardPage as Component };
