import type { ComponentType } from 'react';

/**
 * The page arrives in a second step: the entry chunk (which every page, the landing page too,
 * downloads) lists each route module's static imports for preloading, so this module imports
 * nothing. The loader fetches the page before the navigation commits, so the previous page
 * (with the progress bar) stays until this one can render.
 */
let Page: ComponentType | undefined;

export async function loader() {
  Page ??= (await import('../../features/deliverables/components/deliverables-page')).DeliverablesPage;
  return null;
}

export function Component() {
  return Page ? <Page /> : null;
}
