import { type ComponentType, lazy } from 'react';
import type { NewClientPageProps } from '../../features/clients/components/new-client-page';

/**
 * The page arrives in a second step (see journeys.tsx). The journeys feature's Quick Setup
 * dialog is handed to it from here, loaded only when 'Need a new journey?' first opens it.
 */
let Page: ComponentType<NewClientPageProps> | undefined;

const QuickJourneyDialog = lazy(() =>
  import('../../features/journeys').then((m) => ({ default: m.QuickJourneyDialog })),
);

export async function loader() {
  Page ??= (await import('../../features/clients/components/new-client-page')).NewClientPage;
  return null;
}

export function Component() {
  return Page ? <Page QuickJourneyDialog={QuickJourneyDialog} /> : null;
}
