import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';

/** A static render for the components' tests, in Node (tests only: never bundled). */

/** A cached answer, or a failed one (an Error). */
export type Seed = [QueryKey, unknown];

/** The markup of `element` at `path` (matched by `route`), with the query cache holding `seeds`. */
export function render(element: ReactElement, seeds: Seed[] = [], { path = '/', route = '*' } = {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  for (const [queryKey, value] of seeds) {
    if (value instanceof Error) {
      client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: value });
    } else {
      client.setQueryData(queryKey, value);
    }
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The text a reader sees: tags removed, the entities React writes decoded. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
