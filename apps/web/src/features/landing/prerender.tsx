import {
  LANDING_COPY,
  type LandingCopy,
  MESSAGE_VARIANTS,
  type MessageVariantId,
  PLAN_IDS,
  type PlanId,
} from '@bloom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LandingPage } from './components/landing-page';
import { setEmbeddedCopy } from './lib/load-copy';

/**
 * Build time only (scripts/prerender-landing.mjs): the landing's first render for each variant
 * and plan, as the browser's first render will paint it: signed out, the default prices, the
 * hero's copy, and the placeholders of what loads after (the sample journey, below the fold).
 * All in one synchronous pass, so no lazy part resolves between two pages and makes them differ.
 * `setLocation` points the browser globals the page reads (location, cookie) at the page built.
 * The script sets `window`, so TanStack Query believes it runs in a browser and would schedule a
 * 5-minute garbage-collection timer per query, keeping the build alive: each page's client keeps
 * its queries for ever (as TanStack does on a server) and is cleared once the page is rendered.
 */
export function renderLandingPages(setLocation: (url: string) => void) {
  const pages: { variant: MessageVariantId; plan: PlanId; html: string; copy: LandingCopy }[] = [];
  for (const variant of MESSAGE_VARIANTS) {
    for (const plan of PLAN_IDS) {
      const url = `/?m=${variant}&plan=${plan}`;
      setLocation(url);
      setEmbeddedCopy({ variant, copy: LANDING_COPY[variant] });
      const client = new QueryClient({
        defaultOptions: {
          queries: { gcTime: Number.POSITIVE_INFINITY },
          mutations: { gcTime: Number.POSITIVE_INFINITY },
        },
      });
      const html = renderToString(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>
            <LandingPage />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      client.clear();
      pages.push({ variant, plan, html, copy: LANDING_COPY[variant] });
    }
  }
  return pages;
}
