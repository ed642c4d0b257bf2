import { lazy } from 'react';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

// Quick Setup belongs to the journeys feature; it loads only when the owner opens it.
const QuickJourneyDialog = lazy(() =>
  import('../../features/journeys').then((m) => ({ default: m.QuickJourneyDialog })),
);

export function Component() {
  return <DashboardPage quickSetup={QuickJourneyDialog} />;
}
