import type { ComponentType } from 'react';

/** /insights, the workspace's insights. The page module loads in the loader, so the route's entry stays empty (see routes/clients.tsx). */
let Page: ComponentType | undefined;

export async function loader() {
  Page ??= (await import('../../features/insights/components/workspace-insights-page')).WorkspaceInsightsPage;
  return null;
}

export function Component() {
  return Page ? <Page /> : null;
}
