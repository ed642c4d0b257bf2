import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * A journey's page, on its Overview tab (/journeys/{id}) or its Insights tab
 * (/journeys/{id}/insights): one page, so both addresses share this module and a tab switch keeps
 * the page mounted. The Insights tab's code (another feature) loads only once that tab is opened.
 * The page module loads in the loader, so the route's entry stays empty (see routes/clients.tsx).
 */
type InsightsTab = ComponentType<{ journeyId: string; clientCount: number }>;
let Page: ComponentType<{ insights?: InsightsTab }> | undefined;
let Insights: InsightsTab | undefined;

export async function loader({ request }: LoaderFunctionArgs) {
  const onInsights = new URL(request.url).pathname.endsWith('/insights');
  const [page, insights] = await Promise.all([
    Page ?? import('../../features/journeys/components/journey-detail-page').then((m) => m.JourneyDetailPage),
    Insights ??
      (onInsights
        ? import('../../features/insights/components/journey-insights').then((m) => m.JourneyInsights)
        : undefined),
  ]);
  Page = page;
  Insights = insights;
  return null;
}

export function Component() {
  return Page ? <Page insights={Insights} /> : null;
}
