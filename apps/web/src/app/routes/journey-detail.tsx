import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * The page arrives in a second step: the entry chunk (which every page, the landing page too,
 * downloads) lists each route module's static imports for preloading, so this module imports
 * nothing. The loader fetches the page before the navigation commits, so the previous page
 * (with the progress bar) stays until this one can render.
 * Three addresses share this module (the entry, which the landing's budget counts, names one
 * module instead of three): /journeys/{id}, the same page on its Insights tab
 * (/journeys/{id}/insights, whose code loads only there) and the workspace's /insights.
 */
type InsightsTab = ComponentType<{ journeyId: string; clientCount: number }>;
const pages: {
  journey?: ComponentType<{ insights?: InsightsTab }>;
  insightsTab?: InsightsTab;
  workspace?: ComponentType;
} = {};
/** Which page a path shows; read from the address (not module state), so a page still on screen while the next loads stays itself. */
const isWorkspaceInsights = (pathname: string) => pathname.replace(/\/+$/, '') === '/insights';

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (isWorkspaceInsights(pathname)) {
    pages.workspace ??= (
      await import('../../features/insights/components/workspace-insights-page')
    ).WorkspaceInsightsPage;
    return null;
  }
  const [journey, insightsTab] = await Promise.all([
    pages.journey ?? import('../../features/journeys/components/journey-detail-page').then((m) => m.JourneyDetailPage),
    pages.insightsTab ??
      (pathname.endsWith('/insights')
        ? import('../../features/insights/components/journey-insights').then((m) => m.JourneyInsights)
        : undefined),
  ]);
  pages.journey = journey;
  pages.insightsTab = insightsTab;
  return null;
}

export function Component() {
  if (isWorkspaceInsights(window.location.pathname)) {
    const Page = pages.workspace;
    return Page ? <Page /> : null;
  }
  const Page = pages.journey;
  return Page ? <Page insights={pages.insightsTab} /> : null;
}
